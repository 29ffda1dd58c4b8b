// Decision 0023: what OTEL_EXPORTER_OTLP_ENDPOINT costs. Starts `npm start` (the existing build) alternately without
// and with the variable (spans sent to a receiver in this script), each on a fresh database, and measures the time to
// /readyz and the first and tenth home page. Without the variable nothing of OpenTelemetry may be loaded: the host
// bundle must import none statically, checked first.
//
// Usage: npm run build && node bench/tracing-cost.mjs [--rounds 3] [--port 3528]
// Needs PostgreSQL at DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres): a database per start,
// dropped after it. Traffic goes to 127.0.0.1 only.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { sleep, waitFor } from "./lib/app-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({ options: { rounds: { type: "string", default: "3" }, port: { type: "string", default: "3528" } } });
const ROUNDS = Math.min(10, Math.max(1, Number(args.rounds)));
const PORT = Number(args.port);
const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const host = fs.readFileSync(path.join(root, "build/host/start.js"), "utf8");
const staticImports = host.match(/^import .* from "@opentelemetry\/[^"]+";$/gm) ?? [];
if (staticImports.length > 0) throw new Error(`the host bundle imports OpenTelemetry statically: ${staticImports.join(", ")}`);

let spans = 0;
const receiver = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    if (request.url === "/v1/traces") spans += (body.match(/"spanId"/g) ?? []).length;
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});
await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const endpoint = `http://127.0.0.1:${receiver.address().port}`;

async function startOnce(traced, round) {
  const name = `nikat_bench_tracing_${process.pid}_${round}_${traced ? "on" : "off"}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-tracing-cost-"));
  const env = { ...process.env, NODE_ENV: "production", APP_ENV: "demo", HOST: "127.0.0.1", PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", SHUTDOWN_DRAIN_SECONDS: "0", DATABASE_URL: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href };
  if (traced) Object.assign(env, { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: "200" });
  else delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env, stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await waitFor("app", async () => (await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok, 180_000);
    const readyMs = performance.now() - started;
    const times = [];
    for (let i = 0; i < 10; i += 1) {
      const t = performance.now();
      const response = await fetch(`http://127.0.0.1:${PORT}/`);
      await response.text();
      times.push(performance.now() - t);
    }
    return { readyMs, firstMs: times[0], tenthMs: times[9] };
  } finally {
    child.kill("SIGTERM");
    await Promise.race([exited, sleep(20_000).then(() => child.kill("SIGKILL"))]);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  // Alternated, so a neighbour's burst of work does not always land on the same setting.
  for (const traced of round % 2 === 1 ? [false, true] : [true, false]) {
    const before = spans;
    const result = await startOnce(traced, round);
    await sleep(500);
    rows.push({ round, traced, ...result, spans: spans - before });
  }
}
receiver.close();
console.log("| round | OTEL_EXPORTER_OTLP_ENDPOINT | ready after | first home page | tenth | spans received |\n|---|---|---|---|---|---|");
for (const r of rows) console.log(`| ${r.round} | ${r.traced ? "set" : "unset"} | ${(r.readyMs / 1000).toFixed(2)} s | ${r.firstMs.toFixed(0)} ms | ${r.tenthMs.toFixed(0)} ms | ${r.spans} |`);
const untracedSpans = rows.filter((r) => !r.traced).reduce((sum, r) => sum + r.spans, 0);
const tracedSpans = rows.filter((r) => r.traced).reduce((sum, r) => sum + r.spans, 0);
console.log(`\nhost bundle: no static OpenTelemetry import; ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(" ")}`);
if (untracedSpans > 0 || tracedSpans === 0) {
  console.log(`FAILED: ${untracedSpans} spans without the variable, ${tracedSpans} with it`);
  process.exit(1);
}
