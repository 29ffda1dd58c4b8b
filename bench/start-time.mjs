// Budget: `npm start` on a fresh clone after `npm install`, to first page served, <= 60 s (ARCHITECTURE.md §11).
// Runs `npm start` with an empty BUILD_DIR and DATA_DIR (so it builds, creates the database, migrates and
// loads demo data, as on a fresh clone) and times the first 200 from /.
// Usage: node bench/start-time.mjs [port, default 3390]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.argv[2] ?? 3390);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-start-"));
fs.chmodSync(scratch, 0o755);
const env = { ...process.env, PORT: String(port), BUILD_DIR: path.join(scratch, "build"), DATA_DIR: path.join(scratch, "data"), LOG_LEVEL: "warn" };
delete env.DATABASE_URL;
fs.mkdirSync(env.BUILD_DIR);
fs.symlinkSync(path.resolve("node_modules"), path.join(env.BUILD_DIR, "node_modules"), "dir");

const started = performance.now();
const child = spawn("npm", ["start"], { env, stdio: "ignore", detached: true });
let seconds;
while (performance.now() - started < 180_000) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    if (response.status === 200) {
      seconds = (performance.now() - started) / 1000;
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
process.kill(-child.pid, "SIGTERM");
await new Promise((resolve) => setTimeout(resolve, 3_000));
fs.rmSync(scratch, { recursive: true, force: true });
console.log(seconds === undefined ? "no page within 180 s" : `first page after ${seconds.toFixed(1)} s (budget 60 s): ${seconds <= 60 ? "within budget" : "OVER BUDGET"}`);
process.exitCode = seconds !== undefined && seconds <= 60 ? 0 : 1;
