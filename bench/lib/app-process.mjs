// `npm start` as a child process for the benches: started with its own environment, waited for on /readyz, stopped
// with SIGTERM (the server stops its embedded PostgreSQL) or killed with SIGKILL as a crash would.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
/** One optimised build shared by the benches, outside the project so a running dev or e2e server keeps its own. */
export const BENCH_BUILD_DIR = process.env.BENCH_BUILD_DIR ?? path.join(os.tmpdir(), "nikat-bench-build");

export function buildOnce(log) {
  if (fs.existsSync(path.join(BENCH_BUILD_DIR, "host/start.js"))) return;
  log(`building once into ${BENCH_BUILD_DIR}`);
  const built = spawnSync("npm", ["run", "build"], { cwd: root, env: { ...process.env, BUILD_DIR: BENCH_BUILD_DIR }, stdio: ["ignore", "ignore", "inherit"], timeout: 600_000 });
  if (built.status !== 0) throw new Error("npm run build failed");
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(what, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** Starts `node scripts/start.mjs` (what `npm start` runs) and resolves once /readyz answers 200. */
export async function startApp({ port, env, logFile, readyTimeoutMs = 180_000 }) {
  const out = fs.openSync(logFile, "a");
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the app under a bench's load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", NODE_NO_WARNINGS: "1", ...env },
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const started = performance.now();
  await Promise.race([
    waitFor(`app on ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, readyTimeoutMs),
    exited.then(({ code, signal }) => {
      throw new Error(`the app exited before it was ready (code ${code}, signal ${signal}); log: ${logFile}`);
    }),
  ]);
  return {
    child,
    exited,
    readyAfterMs: performance.now() - started,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const stopped = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
      if (!stopped) child.kill("SIGKILL");
    },
    async crash() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
