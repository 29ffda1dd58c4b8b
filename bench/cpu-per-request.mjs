// CPU milliseconds per request of one page: the built server's whole process tree (Node and the embedded
// PostgreSQL it runs), user + system time read from /proc before and after a fixed number of requests. Less moved by
// other work on the machine than requests per second, so two builds can be compared on a busy machine.
// Usage: npm run build (in each build's folder), then
//   node bench/cpu-per-request.mjs <build folder> [port, default 3431] [page: a path or "tracking", default tracking] [requests, default 1000]
// Starts the folder's build/host/start.js in demo mode (DATA_DIR=/tmp/cpu-per-request-<port>), logs the demo patient
// in (the tracking page and home are measured logged in), warms up with 300 requests, then prints three runs.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

const dir = path.resolve(process.argv[2] ?? ".");
const port = Number(process.argv[3] ?? 3431);
const which = process.argv[4] ?? "tracking";
const amount = Number(process.argv[5] ?? 1000);
const { demoPatient } = await import(path.join(dir, "bench/demo-patient.mjs"));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["build/host/start.js"], {
  cwd: dir,
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATA_DIR: `/tmp/cpu-per-request-${port}` },
  stdio: ["ignore", "ignore", "inherit"],
});
for (let i = 0; i < 240 && !(await fetch(`${base}/healthz`).then((r) => r.ok, () => false)); i += 1) await new Promise((r) => setTimeout(r, 500));

const TICKS_PER_SECOND = 100;
function processTree(root) {
  const pairs = execFileSync("ps", ["-e", "-o", "pid=,ppid="]).toString().trim().split("\n").map((line) => line.trim().split(/\s+/).map(Number));
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of pairs) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A PostgreSQL backend that ended meanwhile: its time is gone with it, in both readings alike.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

try {
  const patient = await demoPatient(base);
  const page = which === "tracking" ? patient.path : which;
  const run = (requests) =>
    new Promise((resolve, reject) =>
      autocannon({ url: base + page, connections: 4, amount: requests, headers: { cookie: patient.cookie, "accept-encoding": "gzip" } }, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await run(300);
  const runs = [];
  for (let round = 0; round < 3; round += 1) {
    const pids = processTree(server.pid);
    const before = cpuMs(pids);
    const result = await run(amount);
    if (result.non2xx) throw new Error(`${result.non2xx} answers were not 2xx`);
    runs.push((cpuMs(pids) - before) / amount);
  }
  console.log(`${dir} ${page}: CPU ms per request ${runs.map((ms) => ms.toFixed(2)).join(", ")} (load average ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")})`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}
