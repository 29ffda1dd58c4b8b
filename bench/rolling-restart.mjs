// Issue #32 item 3, rolling restart: two app processes on one PostgreSQL behind nginx, restarted one at a time
// (SIGTERM → /readyz 503 → drain → exit → started again → ready) while virtual patients browse pages, book (the
// booking form's POST with a prescription photo) and poll their order's tracking page through nginx. Exits 1 unless
// every answer was 2xx or 3xx, no request lost its connection, at least --min-bookings bookings and --min-pages page
// views completed while a process was restarting (counted per restart and printed), every acknowledged booking is
// stored once, and every booking made has its WhatsApp confirmation (`sample_request_received`) sent.
//
// nginx retries a request on the other process only when it is safe: connection errors, timeouts, 502 and 503, and
// (nginx's default, kept on purpose: no `non_idempotent`) a POST only when it never reached a process. A booking that
// reached a process is finished by it: on SIGTERM the process keeps serving through its drain and closes only after
// its requests in flight (server/drain.ts), so no booking needs a second try. A starting process listens only once it
// is ready, so until then nginx's connection is refused and it moves on.
//
// The balancer must act on /readyz: a process that closes its listener while the balancer still sends to it resets
// the connections waiting in its accept queue, and nginx has already sent their requests (a 502 for a POST; seen here
// under load before this script did the following). Open-source nginx has no active health check, so the script plays
// that part, as a deploy script or a sidecar would: it asks both processes' /readyz every 500 ms and, on a change,
// marks the process `down` in nginx's configuration and reloads nginx (SIGHUP: old workers finish their requests).
// Kubernetes' readiness probe, HAProxy's `option httpchk GET /readyz` or nginx Plus' `health_check` do the same.
//
// Usage: node bench/rolling-restart.mjs [--rounds 2] [--users 12] [--min-bookings 30] [--min-pages 500]
//        [--port 3525] (nginx; the processes take the next two ports) [--drain 10] (seconds; 0 shows what it is for)
// Needs: `npm run build` first (the script builds nothing and runs build/host/start.js), nginx (Debian:
// apt-get install -y nginx; run in the foreground with its own config in a temporary folder, never the system
// service), PostgreSQL at DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres: a fresh database
// per run, dropped at the end). REDIS_URL, when set, is passed to both processes. Traffic goes to 127.0.0.1 only.
import { spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { sleep, waitFor } from "./lib/app-process.mjs";
import { checkBookings } from "./lib/order-checks.mjs";
import { Recorder, VirtualPatient, clientAddress, thinkTime } from "./lib/virtual-patient.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "2" },
    users: { type: "string", default: "12" },
    "min-bookings": { type: "string", default: "30" },
    "min-pages": { type: "string", default: "500" },
    port: { type: "string", default: "3525" },
    // The processes' SHUTDOWN_DRAIN_SECONDS: --drain 0 shows what the drain is for (the run then fails).
    drain: { type: "string", default: "10" },
  },
});
const ROUNDS = Math.min(5, Math.max(1, Number(args.rounds)));
const USERS = Math.min(60, Math.max(2, Number(args.users)));
const MIN_BOOKINGS = Number(args["min-bookings"]);
const MIN_PAGES = Number(args["min-pages"]);
const HOST = "127.0.0.1";
const PORT = { nginx: Number(args.port), a: Number(args.port) + 1, b: Number(args.port) + 2 };
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file));
const ENTRY = path.join(root, process.env.BUILD_DIR ?? "build", "host/start.js");
const DRAIN_SECONDS = Math.min(120, Math.max(0, Number(args.drain)));
/** How long the confirmations may take to be sent once the traffic stops (the send-message job, both processes). */
const MESSAGES_WAIT_MS = 120_000;
const PAGES = ["/", "/doctors", "/pharmacy", "/about-us", "/faq", "/services", "/we-are-in"];

const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = `nikat_bench_rolling_${process.pid}`;
const DATABASE_URL = Object.assign(new URL(ADMIN_URL), { pathname: `/${DB_NAME}` }).href;
const SESSION_SECRET = randomBytes(36).toString("base64url");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-rolling-"));
const log = (line) => console.log(`[rolling-restart] ${new Date().toISOString().slice(11, 19)} ${line}`);
const results = [];
const processes = new Map();
let nginx;
/** Which processes the health check found ready: the others are `down` in nginx's configuration. */
const ready = new Map();
let reloads = 0;

function check(name, ok, detail) {
  results.push({ name, ok, detail });
  log(`${ok ? "PASS" : "FAIL"} ${name}: ${detail}`);
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer().once("error", () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

// ---- the two app processes ----

function appEnv(port) {
  return {
    ...process.env,
    NODE_ENV: "production",
    // Demo mode: virtual patients read their login code from the WhatsApp outbox (/dev/outbox), nothing is sent.
    APP_ENV: "demo",
    HOST,
    PORT: String(port),
    DATA_DIR: path.join(tmp, `app-${port}`),
    DATABASE_URL,
    SESSION_SECRET,
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    TRUST_PROXY: HOST,
    LOG_LEVEL: "warn",
    NODE_NO_WARNINGS: "1",
  };
}

async function startApp(port) {
  const out = fs.openSync(path.join(tmp, `app-${port}.log`), "a");
  const child = spawn(process.execPath, [ENTRY], { cwd: root, env: appEnv(port), stdio: ["ignore", out, out] });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  processes.set(port, { child, exited });
  const started = performance.now();
  await Promise.race([
    waitFor(`app on ${port}`, async () => (await fetch(`http://${HOST}:${port}/readyz`)).ok, 180_000),
    exited.then(({ code, signal }) => {
      throw new Error(`app on ${port} exited before it was ready (code ${code}, signal ${signal}); log: ${path.join(tmp, `app-${port}.log`)}`);
    }),
  ]);
  return performance.now() - started;
}

/** SIGTERM, then the steps a deploy relies on, timed: /readyz 503, the drain, the exit. */
async function stopApp(port) {
  const { child, exited } = processes.get(port);
  const sent = performance.now();
  child.kill("SIGTERM");
  let notReadyAfterMs = NaN;
  await waitFor(`app on ${port} not ready`, async () => {
    // Without a drain the process may be gone before a probe sees its 503: a refused connection is not ready too.
    const status = await fetch(`http://${HOST}:${port}/readyz`, { signal: AbortSignal.timeout(2_000) }).then((response) => response.status, () => 0);
    if (status !== 503 && status !== 0) return false;
    notReadyAfterMs = performance.now() - sent;
    return true;
  }, 5_000);
  const stopped = await Promise.race([exited, sleep((DRAIN_SECONDS + 30) * 1000).then(() => undefined)]);
  if (!stopped) {
    child.kill("SIGKILL");
    throw new Error(`app on ${port} did not exit within ${DRAIN_SECONDS + 30} s of SIGTERM`);
  }
  if (stopped.code !== 0) throw new Error(`app on ${port} exited with code ${stopped.code} (signal ${stopped.signal})`);
  return { notReadyAfterMs, exitedAfterMs: performance.now() - sent };
}

// ---- nginx ----

function nginxConfig() {
  const server = (port) => `server ${HOST}:${port} max_fails=1 fail_timeout=2s${ready.get(port) === false ? " down" : ""};`;
  const temp = (name) => path.join(tmp, "nginx", name);
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) fs.mkdirSync(temp(name), { recursive: true });
  return `
user ${os.userInfo().username};
worker_processes 1;
pid ${path.join(tmp, "nginx", "nginx.pid")};
error_log ${path.join(tmp, "nginx", "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(tmp, "nginx", "access.log")};
  client_max_body_size 12m;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  upstream app {
    ${server(PORT.a)}
    ${server(PORT.b)}
    keepalive 32;
    # Shorter than the processes' drain: a connection nginx keeps idle is closed by nginx itself, never by a process
    # that stops (which races a request nginx sends on it at that moment: a reset, and a 502 for a POST).
    keepalive_timeout ${Math.max(1, Math.floor(DRAIN_SECONDS / 2))}s;
  }
  server {
    listen ${HOST}:${PORT.nginx};
    # One request per client connection: a reload closes an old worker's idle client connections, which would race a
    # client's next request on them (browsers retry those; this script's fetch does not).
    keepalive_timeout 0;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      # A POST is passed on only when it never reached a process (no non_idempotent): one that did is finished there.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

const confPath = path.join(tmp, "nginx.conf");

/** The balancer's active health check: /readyz of each process every 500 ms; a change rewrites nginx's servers. */
async function checkReadiness(state) {
  while (!state.stopped) {
    for (const port of [PORT.a, PORT.b]) {
      // Down on a definite answer only (503, or the connection refused): a slow answer on a busy machine is no reason
      // to take a serving process out, which could leave nginx with none.
      const status = await fetch(`http://${HOST}:${port}/readyz`, { signal: AbortSignal.timeout(3_000) }).then(
        (response) => response.status,
        (error) => (error?.cause?.code === "ECONNREFUSED" ? 0 : undefined),
      );
      if (status === undefined) continue;
      const ok = status === 200;
      if (ready.get(port) === ok) continue;
      ready.set(port, ok);
      fs.writeFileSync(confPath, nginxConfig());
      nginx.kill("SIGHUP");
      reloads += 1;
    }
    await sleep(500);
  }
}

async function startNginx() {
  ready.set(PORT.a, true);
  ready.set(PORT.b, true);
  fs.writeFileSync(confPath, nginxConfig());
  nginx = spawn(NGINX, ["-c", confPath, "-p", tmp, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  await waitFor("nginx", async () => (await fetch(`http://${HOST}:${PORT.nginx}/healthz`)).ok, 20_000);
}

// ---- traffic ----

/** One patient's loop: pages, a booking, its tracking page polled, until told to stop. */
async function browse(patient, state) {
  const think = thinkTime(150, 450);
  let i = randomInt(PAGES.length);
  while (!state.stopped) {
    await patient.page(PAGES[i++ % PAGES.length]);
    await think();
    if (state.stopped) break;
    // Bookings are the heavy request (a photo checked and stored): one loop in five, so pages keep flowing on a busy machine.
    if (Math.random() < 0.2) {
      const id = await patient.book();
      await think();
      if (id) for (let poll = 0; poll < 1 && !state.stopped; poll += 1) {
        await patient.request("poll", "GET", `/trace/test/${id}`);
        await think();
      }
    }
  }
}

/** What completed (any answer) while a process was restarting: the window from SIGTERM to ready again. */
/** Only what succeeded counts towards the minimum: a refused booking is no booking made during a restart. */
function countCompleted(recorder, kind) {
  return recorder.succeeded(kind);
}

async function main() {
  if (!NGINX) throw new Error("nginx is missing: apt-get install -y nginx");
  if (!fs.existsSync(ENTRY)) throw new Error(`no build at ${ENTRY}: run npm run build first`);
  for (const port of Object.values(PORT)) if (!(await portFree(port))) throw new Error(`port ${port} is in use`);

  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  live.db = db;

  // One after the other: the first creates the schema and loads the demo data, the second finds them there.
  log(`app A ready in ${((await startApp(PORT.a)) / 1000).toFixed(1)} s on ${PORT.a}`);
  log(`app B ready in ${((await startApp(PORT.b)) / 1000).toFixed(1)} s on ${PORT.b}`);
  await startNginx();
  log(`nginx ${nginx.pid} on ${PORT.nginx}, round robin over ${PORT.a} and ${PORT.b}`);

  const base = `http://${HOST}:${PORT.nginx}`;
  const loginRecorder = new Recorder();
  const patients = Array.from({ length: USERS }, (_, n) => new VirtualPatient({ base, phone: `9${String(randomInt(0, 1e9)).padStart(9, "0")}`, clientIp: clientAddress(n + 1), recorder: loginRecorder }));
  await Promise.all(patients.map((patient) => patient.logIn()));
  const loggedIn = patients.filter((patient) => patient.loggedIn);
  if (loggedIn.length < USERS) throw new Error(`only ${loggedIn.length} of ${USERS} virtual patients could log in`);
  const { rows: users } = await db.query(`select id from users where phone = any($1)`, [patients.map((patient) => patient.phone)]);
  const since = new Date();

  // Every answer from here on counts: a fresh recorder for the traffic during the restarts.
  const recorder = new Recorder();
  for (const patient of patients) patient.recorder = recorder;
  const state = { stopped: false };
  const health = { stopped: false };
  const checking = checkReadiness(health);
  const traffic = patients.map((patient) => browse(patient, state));
  await sleep(3_000);

  const restarts = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, port] of [["A", PORT.a], ["B", PORT.b]]) {
      const before = { bookings: countCompleted(recorder, "booking"), pages: countCompleted(recorder, "page"), polls: countCompleted(recorder, "poll") };
      // As a deploy must: the other process is back in nginx before this one is taken out.
      const other = port === PORT.a ? PORT.b : PORT.a;
      await waitFor(`the health check putting ${other} back`, async () => ready.get(other) === true, 60_000);
      const stopped = await stopApp(port);
      const readyMs = await startApp(port);
      const during = { bookings: countCompleted(recorder, "booking") - before.bookings, pages: countCompleted(recorder, "page") - before.pages, polls: countCompleted(recorder, "poll") - before.polls };
      restarts.push({ round, name, ...stopped, readyMs, ...during });
      log(`round ${round}, process ${name}: /readyz 503 after ${stopped.notReadyAfterMs.toFixed(0)} ms, exited after ${(stopped.exitedAfterMs / 1000).toFixed(1)} s, ready again in ${(readyMs / 1000).toFixed(1)} s; in flight meanwhile: ${during.bookings} bookings, ${during.pages} page views, ${during.polls} tracking polls; non-2xx/3xx so far ${recorder.count((status) => status < 200 || status >= 400)}`);
      await sleep(3_000);
    }
  }
  state.stopped = true;
  await Promise.all(traffic);
  health.stopped = true;
  await checking;

  const duringRestarts = restarts.reduce((sum, r) => ({ bookings: sum.bookings + r.bookings, pages: sum.pages + r.pages, polls: sum.polls + r.polls }), { bookings: 0, pages: 0, polls: 0 });
  const bad = recorder.count((status) => status !== 0 && (status < 200 || status >= 400));
  const errors = recorder.count((status) => status === 0);
  const refusals = [...recorder.refusals].map(([what, n]) => `${what} ×${n}`).join(", ");
  check("every answer 2xx or 3xx", bad === 0, `${recorder.total} requests through nginx, ${bad} outside 2xx/3xx${bad ? `: ${refusals}` : ""}`);
  check("no connection errors", errors === 0, `${errors} requests without an answer${errors ? `: ${recorder.failures.slice(0, 5).join(", ")}` : ""}`);
  check(`at least ${MIN_BOOKINGS} bookings and ${MIN_PAGES} page views while a process restarted`, duringRestarts.bookings >= MIN_BOOKINGS && duringRestarts.pages >= MIN_PAGES, `${duringRestarts.bookings} bookings, ${duringRestarts.pages} page views, ${duringRestarts.polls} tracking polls over ${restarts.length} restarts`);

  const attempts = patients.flatMap((patient) => patient.bookings);
  const bookings = await checkBookings(db, attempts, { uids: users.map((user) => user.id), since });
  check("every acknowledged booking stored once", bookings.ok, `${bookings.attempted} attempted, ${bookings.acknowledged} acknowledged, ${bookings.stored} stored, ${bookings.lost} lost, ${bookings.duplicated} duplicated, ${bookings.unexplained} unexplained ${bookings.detail.join("; ")}`);

  // Every booking made (acknowledged or not), by its rows: its confirmation must leave the outbox.
  const confirmations = async () =>
    (
      await db.query(
        `select sr.id, m.state from sample_requests sr
         left join messages m on m.request_id = sr.id and m.template = 'sample_request_received'
         where sr.uid = any($1) and sr.created_at >= $2`,
        [users.map((user) => user.id), since],
      )
    ).rows;
  const waitedFrom = performance.now();
  let rows = await confirmations();
  while (rows.some((row) => row.state !== "sent") && performance.now() - waitedFrom < MESSAGES_WAIT_MS) {
    await sleep(2_000);
    rows = await confirmations();
  }
  const states = new Map();
  for (const row of rows) states.set(row.state ?? "none", (states.get(row.state ?? "none") ?? 0) + 1);
  const byState = [...states].map(([s, n]) => `${s} ${n}`).join(", ");
  check("every booking's WhatsApp confirmation sent", rows.length > 0 && rows.every((row) => row.state === "sent"), `${rows.length} bookings made: ${byState} (after ${((performance.now() - waitedFrom) / 1000).toFixed(0)} s)`);

  console.log("\n| round | process | /readyz 503 after | exited after | ready again in | bookings | page views | tracking polls |\n|---|---|---|---|---|---|---|---|");
  for (const r of restarts) console.log(`| ${r.round} | ${r.name} | ${r.notReadyAfterMs.toFixed(0)} ms | ${(r.exitedAfterMs / 1000).toFixed(1)} s | ${(r.readyMs / 1000).toFixed(1)} s | ${r.bookings} | ${r.pages} | ${r.polls} |`);
  const page = recorder.summary("page");
  const booking = recorder.summary("booking");
  console.log(`\n${reloads} nginx reloads by the health check; ${recorder.total} requests in all (${page.n} page views p95 ${page.p95.toFixed(0)} ms, ${booking.n} bookings p95 ${booking.p95.toFixed(0)} ms); ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(" ")}\n`);
}

// ---- clean-up ----

const live = { db: undefined };
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    await live.db?.end().catch(() => {});
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await Promise.race([exited, sleep(5_000)]);
    }
    for (const { child, exited } of processes.values()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill("SIGINT");
      if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) child.kill("SIGKILL");
    }
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    log(`${signal}: stopping the processes and cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const failedRun = await main().then(
  () => false,
  (error) => {
    log(`stopped: ${error.stack ?? error}`);
    for (const port of [PORT.a, PORT.b]) {
      const file = path.join(tmp, `app-${port}.log`);
      if (fs.existsSync(file)) log(`app ${port} log tail:\n${fs.readFileSync(file, "utf8").split("\n").slice(-15).join("\n")}`);
    }
    return true;
  },
);
const nginxErrors = path.join(tmp, "nginx", "error.log");
if (fs.existsSync(nginxErrors) && fs.statSync(nginxErrors).size > 0) log(`nginx error log:\n${fs.readFileSync(nginxErrors, "utf8").split("\n").slice(-20).join("\n")}`);
await cleanUp().catch((error) => log(`clean-up: ${error.message}`));
const failed = results.filter((result) => !result.ok);
log(failedRun || failed.length > 0 ? `FAILED: ${failedRun ? "the run stopped" : failed.map((result) => result.name).join("; ")}` : `all ${results.length} checks passed`);
process.exit(failedRun || failed.length > 0 ? 1 : 0);
