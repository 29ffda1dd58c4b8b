// The long fuzz run (issue #16): both fuzz suites (server/fuzz.int.test.ts, server/fuzz-lifecycle.int.test.ts) with
// their input counts scaled up to more than 10,000 generated inputs, one seed for both, in one vitest process.
// Exits non-zero when any property fails (a 5xx, an unworded refusal, something half-stored) or the run overruns.
// Usage: node bench/fuzz.mjs            (a new random seed, printed)
//        FUZZ_SEED=123 node bench/fuzz.mjs   (repeat a run)
import { spawn } from "node:child_process";

/** Inputs per property: each suite reads its own FUZZ_*_RUNS. The services enquiry property has a fixed 40. */
const RUNS = {
  FUZZ_POST_RUNS: 3200,
  FUZZ_GET_RUNS: 2000,
  FUZZ_BOOKING_RUNS: 1000,
  FUZZ_TRACKING_RUNS: 1200,
  FUZZ_STAFF_RUNS: 2000,
  FUZZ_STAFF_GET_RUNS: 800,
};
const FIXED_RUNS = 40;
/** The whole run's limit: each property's own vitest timeout already grows with its count (budget() in the suites). */
const RUN_LIMIT_MS = 45 * 60_000;

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const total = Object.values(RUNS).reduce((sum, runs) => sum + runs, FIXED_RUNS);
console.log(`fuzz: ${total.toLocaleString("en-IN")} inputs, seed ${seed} (repeat with FUZZ_SEED=${seed} node bench/fuzz.mjs)`);

const started = performance.now();
const env = { ...process.env, FUZZ_SEED: seed, ...Object.fromEntries(Object.entries(RUNS).map(([name, runs]) => [name, String(runs)])) };
const child = spawn("npx", ["vitest", "run", "server/fuzz.int.test.ts", "server/fuzz-lifecycle.int.test.ts"], { env, stdio: "inherit", detached: true });
const overrun = setTimeout(() => {
  console.error(`fuzz: still running after ${RUN_LIMIT_MS / 60_000} min, stopped`);
  process.kill(-child.pid, "SIGTERM");
}, RUN_LIMIT_MS);
const code = await new Promise((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
clearTimeout(overrun);
const minutes = (performance.now() - started) / 60_000;
console.log(`fuzz: ${total.toLocaleString("en-IN")} inputs, seed ${seed}, ${minutes.toFixed(1)} min: ${code === 0 ? "no 5xx, every refusal worded, nothing half-stored" : "FAILED (see above)"}`);
process.exitCode = code === 0 ? 0 : 1;
