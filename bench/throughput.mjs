// Budget (ARCHITECTURE.md §11): rendered pages per second / the same bytes served as a static file by the same
// server, in one run, >= 0.25 for home, /doctors, /pharmacy and a tracking page.
// Usage: npm run build, then node bench/throughput.mjs [port, default 3000] [seconds per run, default 10] [rounds, default 3]
// Each round measures a page rendered, then its static copy, right after each other; the ratio of a page is the
// median of its rounds' ratios. On a shared machine the speed drifts from one run to the next by a quarter, which a
// single pair of runs took for a difference between the two.
// It starts the built server itself (demo mode, DATA_DIR from the environment as for `npm start`, on 127.0.0.1 and the
// given port) twice: once to fetch each page's HTML and copy it into build/client as a static file, then again, since
// the server lists its static files when it starts, to load both. The copies are removed afterwards. autocannon, 10
// connections, traffic to 127.0.0.1 only. The tracking page is the demo patient's (9830098300), logged in through
// the login form; its static copy is served without the session.
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { demoPatient } from "./demo-patient.mjs";

const port = Number(process.argv[2] ?? 3000);
const base = new URL(`http://127.0.0.1:${port}`);
const seconds = Number(process.argv[3] ?? 10);
const rounds = Number(process.argv[4] ?? 3);
const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const staticDir = path.join(buildDir, "client");
const BUDGET = 0.25;

function run(url, headers, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function startServer() {
  const server = spawn(process.execPath, [path.join(buildDir, "host/start.js")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const up = await fetch(new URL("/healthz", base)).then((r) => r.ok, () => false);
    if (up) return { stop: async () => (server.exitCode === null && server.kill("SIGTERM"), await exited) };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill("SIGTERM");
  throw new Error("the server did not answer /healthz within 60 s");
}

const copies = [];
let failed = false;
let server;
try {
  server = await startServer();
  const patient = await demoPatient(base);
  const pages = [
    { path: "/" },
    { path: "/doctors" },
    { path: "/pharmacy" },
    { path: patient.path, cookie: patient.cookie, label: "tracking page" },
  ];
  for (const page of pages) {
    page.headers = { "accept-encoding": "gzip", ...(page.cookie ? { cookie: page.cookie } : {}) };
    const response = await fetch(new URL(page.path, base), { headers: page.headers });
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
    page.html = await response.text();
    page.copy = `bench-static-${copies.length}.html`;
    copies.push(path.join(staticDir, page.copy));
    await fs.writeFile(copies.at(-1), page.html);
  }
  await server.stop();
  server = await startServer();
  console.log(
    `autocannon, 10 connections, ${seconds} s a run, ${rounds} rounds; load average ${(await fs.readFile("/proc/loadavg", "utf8")).split(" ").slice(0, 3).join(" ")}`,
  );
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const { path: pagePath, headers, html, copy, label } of pages) {
    const url = new URL(pagePath, base).href;
    await run(url, headers, 2); // warm-up: JIT, pools
    const measured = [];
    for (let round = 0; round < rounds; round += 1) {
      const rendered = await run(url, headers);
      const plain = await run(new URL(`/${copy}`, base).href, { "accept-encoding": "gzip" });
      if (rendered.non2xx || plain.non2xx) throw new Error(`${pagePath}: ${rendered.non2xx} rendered and ${plain.non2xx} static answers were not 2xx`);
      measured.push({ rendered: rendered.requests.average, plain: plain.requests.average, p50: rendered.latency.p50 });
    }
    const ratio = median(measured.map((m) => m.rendered / m.plain));
    failed ||= ratio < BUDGET;
    console.log(
      `${(label ?? pagePath).padEnd(14)} ${(html.length / 1024).toFixed(1)} KB: ` +
        measured.map((m) => `${m.rendered.toFixed(0)}/${m.plain.toFixed(0)} (${(m.rendered / m.plain).toFixed(3)})`).join(", ") +
        ` rendered/static per second; render p50 ${median(measured.map((m) => m.p50))} ms; median ratio ${ratio.toFixed(3)} ${ratio >= BUDGET ? "within budget" : "BELOW BUDGET"}`,
    );
  }
} finally {
  await server?.stop();
  await Promise.all(copies.map((file) => fs.rm(file, { force: true })));
}
process.exitCode = failed ? 1 : 0;
