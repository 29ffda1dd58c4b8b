// Issue #16, scale-out: two app processes on one PostgreSQL and one Redis, behind nginx (round robin), with
// STORAGE=s3 against s3rver. Checks that nothing lives in one process (session, code limits, rate-limit counters,
// files, jobs), that the rate-limit counters fall back to PostgreSQL while Redis is stopped and return to Redis once it
// is started again, then measures pages per second through nginx against one process. Exits 1 when a check fails,
// and every check also fails when the work it is about did not happen (no jobs, no fallback): its counts are printed.
// Traffic goes to 127.0.0.1 only; every step is bounded in requests and time.
//
// Usage: node bench/scale-out.mjs [--duration 15] [--connections 20] [--rounds 1] [--path /] [--no-build]
// Needs: nginx (Debian: apt-get install -y nginx), PostgreSQL at DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres)
// (the machine's own: the script creates and drops its own database) and redis-server (Debian: apt-get install -y
// redis-server): the script runs its own on a private port, since it stops and starts it.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { Redis } from "ioredis";
import pg from "pg";
import S3rver from "s3rver";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "20" },
    path: { type: "string", default: "/" },
    rounds: { type: "string", default: "1" },
    "no-build": { type: "boolean", default: false },
  },
});
const DURATION_S = Math.min(60, Number(args.duration));
const CONNECTIONS = Math.min(100, Number(args.connections));
// Each round measures every setup once, the order reversed every other round, so a neighbour's burst of work on the
// shared cores does not always land on the same setup; the table gives the median of the rounds.
const ROUNDS = Math.min(5, Number(args.rounds));
// A ceiling on every load run besides its duration, so the script is bounded in requests too.
const MAX_REQUESTS_PER_RUN = 200_000;

const PORT = { nginx: 3440, a: 3441, b: 3442, nginxOne: 3446, redis: 3447, s3: 3450 };
const HOST = "127.0.0.1";
const DB_NAME = "nikat_bench_scale_out";
const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE_URL = Object.assign(new URL(ADMIN_URL), { pathname: `/${DB_NAME}` }).href;
const REDIS_DB = 0;
const REDIS_URL = `redis://127.0.0.1:${PORT.redis}/${REDIS_DB}`;
const REDIS_SERVER = ["/usr/bin/redis-server", "/usr/sbin/redis-server"].find((file) => fs.existsSync(file));
// The scheduled reconciliation must be seen running this many times (once in each of as many minutes) to count.
const MIN_RECONCILE_JOBS = 2;
const BUCKET = "nikat-bench-files";
const SESSION_SECRET = randomBytes(36).toString("base64url");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file));

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-scale-out-"));
const children = [];
const results = [];
const log = (line) => console.log(`[scale-out] ${line}`);

function check(name, ok, detail) {
  results.push({ name, ok, detail });
  log(`${ok ? "PASS" : "FAIL"} ${name}: ${detail}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer().once("error", () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

async function waitFor(what, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

const appEnv = (port) => ({
  ...process.env,
  NODE_ENV: "production",
  APP_ENV: "demo",
  PORT: String(port),
  HOST,
  DATA_DIR: path.join(tmp, `app-${port}`),
  DATABASE_URL,
  REDIS_URL,
  SESSION_SECRET,
  STORAGE: "s3",
  S3_BUCKET: BUCKET,
  S3_REGION: "ap-south-1",
  S3_ENDPOINT: `http://${HOST}:${PORT.s3}`,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  // nginx on this machine is the only proxy: its X-Forwarded-For entry, and the client's before it, are believed.
  TRUST_PROXY: HOST,
  LOG_LEVEL: "warn",
  NODE_NO_WARNINGS: "1",
});

async function startApp(port) {
  const out = fs.openSync(path.join(tmp, `app-${port}.log`), "a");
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env: appEnv(port), stdio: ["ignore", out, out] });
  children.push({ name: `app ${port}`, child });
  await waitFor(`app on ${port}`, async () => (await fetch(`http://${HOST}:${port}/readyz`)).ok, 120_000);
  log(`app process ${child.pid} serving on ${port}`);
  return child;
}

/** This run's own redis-server: nothing saved to disk, so a stop loses its counters as a crash would. */
async function startRedis() {
  const child = spawn(REDIS_SERVER, ["--port", String(PORT.redis), "--bind", HOST, "--save", "", "--appendonly", "no", "--dir", tmp], { stdio: "ignore" });
  const entry = { name: "redis-server", child };
  children.push(entry);
  await waitFor("redis-server", () => new Promise((resolve) => net.connect(PORT.redis, HOST).once("connect", function () { this.destroy(); resolve(true); }).once("error", () => resolve(false))), 10_000);
  return entry;
}

async function stopRedis(entry) {
  const exited = new Promise((resolve) => entry.child.once("exit", resolve));
  entry.child.kill("SIGTERM");
  await exited;
  children.splice(children.indexOf(entry), 1);
}

function nginxConfig() {
  const user = os.userInfo().username;
  const temp = (name) => path.join(tmp, "nginx", name);
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) fs.mkdirSync(temp(name), { recursive: true });
  const location = (upstream) => `
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which process answered: the checks need to know, and so does anyone debugging a two-process setup.
      add_header X-Upstream $upstream_addr always;
    }`;
  return `
user ${user};
worker_processes 1;
pid ${path.join(tmp, "nginx", "nginx.pid")};
error_log ${path.join(tmp, "nginx", "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_max_body_size 12m;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  upstream two { server ${HOST}:${PORT.a}; server ${HOST}:${PORT.b}; keepalive 64; }
  upstream one { server ${HOST}:${PORT.a}; keepalive 64; }
  server { listen ${HOST}:${PORT.nginx}; ${location("two")} }
  server { listen ${HOST}:${PORT.nginxOne}; ${location("one")} }
}
`;
}

// ---- HTTP helpers (plain form posts, as a browser without JavaScript makes them) ----

const NGINX_URL = `http://${HOST}:${PORT.nginx}`;
const upstreamOf = (response) => (response.headers.get("x-upstream") ?? "").split(",").at(-1).trim().split(":").at(-1);

function randomPhone() {
  return `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
}

async function post(base, pathname, form, { cookie = "", clientIp } = {}) {
  const response = await fetch(base + pathname, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `lang=en; ${cookie}`,
      ...(clientIp ? { "x-forwarded-for": clientIp } : {}),
    },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer();
  return response;
}

async function get(base, pathname, cookie = "") {
  const response = await fetch(base + pathname, { redirect: "manual", headers: { cookie: `lang=en; ${cookie}` }, signal: AbortSignal.timeout(15_000) });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

async function latestCode(db, phone) {
  const { rows } = await db.query(`select params->>'code' as code from messages where "to" = $1 and template = 'login_code' order by id desc limit 1`, [phone]);
  return rows[0]?.code;
}

function sessionCookieOf(response) {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("nikat_session="));
  return cookie?.split(";")[0];
}

async function logIn(db, phone, clientIp) {
  const asked = await post(NGINX_URL, "/login", { intent: "request-code", phone }, { clientIp });
  if (asked.status !== 200) throw new Error(`code request answered ${asked.status}`);
  const code = await latestCode(db, phone);
  const verified = await post(NGINX_URL, "/login", { intent: "verify-code", phone, code }, { clientIp });
  return { cookie: sessionCookieOf(verified), status: verified.status, upstream: upstreamOf(verified) };
}

// ---- the checks ----

async function checkSession(db) {
  const { cookie, status, upstream } = await logIn(db, randomPhone(), "10.16.0.1");
  if (!cookie) return check("session made on one process works on the other", false, `login answered ${status} without a session`);
  // /login sends a logged-in visitor away (302) and shows the form (200) to anyone else.
  const seen = new Map();
  for (let i = 0; i < 6; i += 1) {
    const { response } = await get(NGINX_URL, "/login", cookie);
    seen.set(upstreamOf(response), response.status);
  }
  const direct = [];
  for (const port of [PORT.a, PORT.b]) direct.push((await get(`http://${HOST}:${port}`, "/login", cookie)).response.status);
  const anonymous = (await get(NGINX_URL, "/login")).response.status;
  const ok = seen.size === 2 && [...seen.values()].every((s) => s === 302) && direct.every((s) => s === 302) && anonymous === 200;
  check(
    "session made on one process works on the other",
    ok,
    `logged in through ${upstream}; /login with the cookie: ${[...seen].map(([u, s]) => `${u} ${s}`).join(", ")}; direct ${direct.join("/")}; without it ${anonymous}`,
  );
  return cookie;
}

async function checkCodeAttempts(db) {
  const phone = randomPhone();
  const clientIp = "10.16.0.2";
  const asked = await post(NGINX_URL, "/login", { intent: "request-code", phone }, { clientIp });
  const code = await latestCode(db, phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  const tries = [];
  for (let i = 0; i < 5; i += 1) {
    const response = await post(NGINX_URL, "/login", { intent: "verify-code", phone, code: wrong }, { clientIp });
    tries.push({ upstream: upstreamOf(response), status: response.status, session: Boolean(sessionCookieOf(response)) });
  }
  // The sixth and seventh tries carry the right code, so only a limit shared by both processes refuses them.
  const after = [];
  for (let i = 0; i < 2; i += 1) {
    const response = await post(NGINX_URL, "/login", { intent: "verify-code", phone, code }, { clientIp });
    after.push({ upstream: upstreamOf(response), status: response.status, session: Boolean(sessionCookieOf(response)) });
  }
  const { rows } = await db.query(`select attempts from login_codes where phone = $1 order by id desc limit 1`, [phone]);
  const both = new Set([...tries, ...after].map((t) => t.upstream)).size === 2;
  const ok = asked.status === 200 && both && tries.every((t) => t.status === 400 && !t.session) && after.every((t) => t.status === 400 && !t.session) && rows[0]?.attempts === 5;
  check(
    "a sixth code is refused whichever process answers",
    ok,
    `5 wrong codes via ${tries.map((t) => t.upstream).join(",")} (${tries.map((t) => t.status).join(",")}); then the right code via ${after.map((t) => `${t.upstream} → ${t.status}${t.session ? " with a session" : ""}`).join(", ")}; attempts counted ${rows[0]?.attempts}`,
  );
}

async function checkSharedRateLimit(redis) {
  // 30 code requests an hour per address (core/auth/request-login-code.ts); counted in Redis, shared by both processes.
  const clientIp = `10.${randomInt(17, 250)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  const statuses = [];
  const upstreams = new Set();
  for (let i = 0; i < 31; i += 1) {
    const response = await post(NGINX_URL, "/login", { intent: "request-code", phone: randomPhone() }, { clientIp });
    statuses.push(response.status);
    upstreams.add(upstreamOf(response));
  }
  const counter = await redis.get(`nikat:rl:code-ip:${clientIp}`);
  const ok = statuses.slice(0, 30).every((s) => s === 200) && statuses[30] === 429 && upstreams.size === 2 && counter === "31";
  check(
    "rate-limit counters are shared (Redis)",
    ok,
    `31 code requests from one address through both processes: first 30 ${[...new Set(statuses.slice(0, 30))].join("/")}, 31st ${statuses[30]}; Redis counter ${counter}`,
  );
}

/** The app log lines where a process says it moved its counters to PostgreSQL, and back to Redis. */
function failoverLines() {
  const lines = [PORT.a, PORT.b].flatMap((port) => {
    const file = path.join(tmp, `app-${port}.log`);
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n") : [];
  });
  // core/rate-limit/failover-rate-limiter.ts's two lines (the start-up "kept in Redis" line is neither).
  return {
    toPostgres: lines.filter((line) => line.includes("rate-limit counters are kept in PostgreSQL")).length,
    backToRedis: lines.filter((line) => line.includes("rate-limit counters are back in Redis")).length,
  };
}

async function checkRedisFallback(db, redisEntry) {
  // Redis stopped: code requests still answer, counted in PostgreSQL's rate_limits by both processes.
  const before = failoverLines();
  await stopRedis(redisEntry);
  const clientIp = `10.${randomInt(17, 250)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  const whileDown = [];
  const upstreams = new Set();
  for (let i = 0; i < 10; i += 1) {
    const response = await post(NGINX_URL, "/login", { intent: "request-code", phone: randomPhone() }, { clientIp }).catch(() => ({ status: 0, headers: new Headers() }));
    whileDown.push(response.status);
    upstreams.add(upstreamOf(response));
  }
  const { rows } = await db.query(`select hits from rate_limits where key = $1`, [`code-ip:${clientIp}`]);
  const countedInPostgres = Number(rows[0]?.hits ?? 0);
  await sleep(500);
  const down = failoverLines();
  const fellBack = down.toPostgres - before.toPostgres;

  // Redis started again: within the failover's retry period (10 s) counting returns to it.
  await startRedis();
  const redis = benchRedis();
  await redis.connect();
  const backIp = `10.${randomInt(17, 250)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  let inRedis = 0;
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline && inRedis < 2) {
    await sleep(2_000);
    await post(NGINX_URL, "/login", { intent: "request-code", phone: randomPhone() }, { clientIp: backIp }).catch(() => {});
    await post(NGINX_URL, "/login", { intent: "request-code", phone: randomPhone() }, { clientIp: backIp }).catch(() => {});
    inRedis = Number((await redis.get(`nikat:rl:code-ip:${backIp}`)) ?? 0);
  }
  redis.disconnect();
  await sleep(500); // the processes' last lines reach their log files
  const returned = failoverLines().backToRedis - before.backToRedis;
  check(
    "Redis stopped: counters fall back to PostgreSQL, and return to Redis once it is back",
    whileDown.every((status) => status === 200) && upstreams.size === 2 && countedInPostgres === 10 && fellBack >= 2 && inRedis >= 2 && returned >= 2,
    `redis-server stopped: 10 code requests via ${[...upstreams].join(" and ")} answered ${[...new Set(whileDown)].join("/")}, ${countedInPostgres} counted in PostgreSQL, ${fellBack} processes logged the fallback; ` +
      `started again: ${inRedis} requests counted in Redis, ${returned} processes logged the return`,
  );
}

/** Each booking is for another person: the same person in the same slot again is refused as a duplicate (409). */
let bookedPeople = 0;
function benchPatientName() {
  bookedPeople += 1;
  return `Bench Patient ${String.fromCharCode(64 + Math.ceil(bookedPeople / 26))}${String.fromCharCode(64 + (((bookedPeople - 1) % 26) + 1))}`;
}

async function bookingBody() {
  const photo = fs.readFileSync(path.join(root, "core/files/test-files/photo.jpg"));
  const form = new FormData();
  const values = { name: benchPatientName(), age: "60", gender: "Female", village: "Behala", address: "14 Diamond Harbour Road", city: "Kolkata", pincode: "700034", slot: "tomorrow-2", consent: "on", requestKey: randomBytes(16).toString("hex") };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  form.set("prescription", new File([photo], "prescription.jpg", { type: "image/jpeg" }));
  return form;
}

async function book(cookie) {
  const response = await fetch(`${NGINX_URL}/booking/sample-request`, {
    method: "POST",
    headers: { cookie: `lang=en; ${cookie}`, accept: "application/json" },
    body: await bookingBody(),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, id: body.id, upstream: upstreamOf(response) };
}

async function checkPrescription(db, cookie) {
  const booked = await book(cookie);
  if (booked.status !== 200 || !booked.id) return check("a prescription uploaded through one process is downloaded through the other", false, `booking answered ${booked.status}`);
  const other = booked.upstream === String(PORT.a) ? PORT.b : PORT.a;
  const downloads = [];
  for (const port of [other, Number(booked.upstream)]) {
    const { response, body } = await get(`http://${HOST}:${port}`, `/trace/test/${booked.id}/prescription`, cookie);
    downloads.push({ port, status: response.status, body, disposition: response.headers.get("content-disposition") });
  }
  const { rows } = await db.query(`select prescription from sample_requests where id = $1`, [booked.id]);
  const key = rows[0]?.prescription ?? "";
  // s3rver keeps an object's bytes in <bucket>/<key>._S3rver_object: what was downloaded must be exactly that.
  const objectFile = path.join(tmp, "s3", BUCKET, `${key}._S3rver_object`);
  const inBucket = Boolean(key) && fs.existsSync(objectFile) ? fs.readFileSync(objectFile) : null;
  const localFiles = [PORT.a, PORT.b].some((port) => fs.existsSync(path.join(tmp, `app-${port}`, "files")));
  const [first, second] = downloads;
  const ok =
    inBucket !== null && downloads.every((d) => d.status === 200 && d.body.length > 0 && d.body.equals(inBucket) && d.body[0] === 0xff && d.body[1] === 0xd8) && !localFiles;
  check(
    "a prescription uploaded through one process is downloaded through the other",
    ok,
    `booked #${booked.id} via ${booked.upstream}; downloaded from ${downloads.map((d) => `${d.port} (${d.status}, ${d.body.length} bytes)`).join(" and ")}, both the bucket's bytes ${inBucket !== null && first.body.equals(inBucket) && second.body.equals(inBucket)} (object ${key}, ${inBucket?.length ?? "missing"} bytes); local files folder ${localFiles ? "present" : "absent"}`,
  );
  return booked.id;
}

/** The bench's own Redis client: while the bench stops Redis on purpose its reconnection errors are expected, not news. */
function benchRedis() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  return redis;
}

async function checkJobsOnce(db, cookie) {
  const ids = [];
  const statuses = [];
  const upstreams = new Set();
  for (let i = 0; i < 10; i += 1) {
    const booked = await book(cookie);
    if (booked.id) ids.push(booked.id);
    statuses.push(booked.status);
    upstreams.add(booked.upstream);
  }
  const params = ids.map(String);
  let rows = [];
  const deadline = Date.now() + 30_000;
  do {
    await sleep(500);
    ({ rows } = await db.query(`select id, state, attempts from messages where template = 'sample_request_received' and params->>'id' = any($1)`, [params]));
  } while (Date.now() < deadline && (rows.length < ids.length || rows.some((row) => row.state !== "sent")));
  // bigint ids arrive as strings; the job's messageId as a number.
  const messageIds = rows.map((row) => Number(row.id));
  const jobs = await jobRows(db, `name = 'send-message' and (data->>'messageId')::int = any($1)`, [messageIds]);
  const perMessage = new Map();
  for (const job of jobs) perMessage.set(job.message_id, [...(perMessage.get(job.message_id) ?? []), job]);
  const ok =
    ids.length === 10 &&
    upstreams.size === 2 &&
    rows.length === 10 &&
    rows.every((row) => row.state === "sent" && row.attempts === 1) &&
    messageIds.every((id) => perMessage.get(id)?.length === 1 && perMessage.get(id)[0].state === "completed" && perMessage.get(id)[0].retry_count === 0);
  check(
    "message jobs run once",
    ok,
    `${ids.length}/10 bookings made (answers ${[...new Set(statuses)].join("/")}) through ${[...upstreams].join(" and ")}; ${rows.filter((row) => row.state === "sent").length}/10 messages sent, attempts ${[...new Set(rows.map((row) => row.attempts))].join("/")}; jobs per message ${[...new Set(messageIds.map((id) => perMessage.get(id)?.length ?? 0))].join("/")}, states ${[...new Set(jobs.map((job) => job.state))].join("/")}`,
  );
}

/** pg-boss 10 keeps jobs in pgboss.job and moves old ones to pgboss.archive. */
async function jobRows(db, where, values) {
  const columns = `id, name, state, retry_count, (data->>'messageId')::int as message_id, created_on, singleton_on`;
  const archive = (await db.query(`select to_regclass('pgboss.archive') as t`)).rows[0].t;
  const sql = `select ${columns} from pgboss.job where ${where}${archive ? ` union all select ${columns} from pgboss.archive where ${where}` : ""}`;
  return (await db.query(sql, values)).rows;
}

async function checkScheduledOnce(db, startedAt) {
  // A run shorter than two scheduled minutes waits for them: with no job, "once a minute" would prove nothing.
  let jobs = [];
  const deadline = Date.now() + 180_000;
  for (;;) {
    jobs = await jobRows(db, `name = 'payments-reconcile' and created_on >= $1`, [startedAt]);
    if (jobs.length >= MIN_RECONCILE_JOBS || Date.now() > deadline) break;
    await sleep(5_000);
  }
  const perMinute = new Map();
  for (const job of jobs) {
    const minute = new Date(job.singleton_on ?? job.created_on).toISOString().slice(0, 16);
    perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
  }
  const ok = jobs.length >= MIN_RECONCILE_JOBS && [...perMinute.values()].every((count) => count === 1);
  check(
    `the scheduled reconciliation runs once a minute, not once per process (at least ${MIN_RECONCILE_JOBS} jobs seen)`,
    ok,
    `${jobs.length} payments-reconcile jobs over ${perMinute.size} minutes (${[...perMinute.values()].join(",") || "none yet"} per minute), states ${[...new Set(jobs.map((job) => job.state))].join("/") || "-"}`,
  );
}

// ---- load ----

async function load(name, url) {
  const options = { url, connections: CONNECTIONS, headers: { cookie: "lang=en; location_asked=1", "accept-encoding": "gzip" } };
  // Bounded by time and by a request count (autocannon's `amount` would ignore the duration, so not that).
  await autocannon({ ...options, duration: 3, maxOverallRequests: 20_000 }); // warm-up: JIT, pools
  const result = await autocannon({ ...options, duration: DURATION_S, maxOverallRequests: MAX_REQUESTS_PER_RUN });
  const line = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    s5xx: result["5xx"],
  };
  log(`${name}: ${line.rps.toFixed(1)} req/s, p50 ${line.p50} ms, p99 ${line.p99} ms, ${line.total} requests, non-2xx ${line.non2xx}, errors ${line.errors}`);
  return line;
}

// ---- main ----

async function main() {
  if (!NGINX) throw new Error("nginx is missing: apt-get install -y nginx");
  if (!REDIS_SERVER) throw new Error("redis-server is missing: apt-get install -y redis-server");
  for (const port of Object.values(PORT)) if (!(await portFree(port))) throw new Error(`port ${port} is in use`);
  const startedAt = new Date();

  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  live.db = db;

  const redisServer = await startRedis();
  const redis = benchRedis();
  await redis.connect();
  live.redis = redis;
  const foreign = (await redis.keys("*")).filter((key) => !key.startsWith("nikat:rl:"));
  if (foreign.length > 0) throw new Error(`Redis database ${REDIS_DB} holds keys that are not this bench's (${foreign.length}): set BENCH_REDIS_DB to a free one`);
  const stale = await redis.keys("nikat:rl:*");
  if (stale.length > 0) await redis.del(...stale);

  try {
    if (!args["no-build"]) {
      log("building once (npm run build)");
      const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"], timeout: 600_000 });
      if (built.status !== 0) throw new Error("npm run build failed");
    }
    const s3 = new S3rver({ port: PORT.s3, address: HOST, directory: path.join(tmp, "s3"), silent: true, configureBuckets: [{ name: BUCKET }] });
    await s3.run();
    children.push({ name: "s3rver", close: () => s3.close() });

    // One after the other: the first creates the schema and loads the demo data, the second finds them there.
    await startApp(PORT.a);
    await startApp(PORT.b);

    const confPath = path.join(tmp, "nginx.conf");
    fs.writeFileSync(confPath, nginxConfig());
    const nginx = spawn(NGINX, ["-c", confPath, "-p", tmp, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
    children.push({ name: "nginx", child: nginx });
    await waitFor("nginx", async () => (await fetch(`${NGINX_URL}/healthz`)).ok, 20_000);
    log(`nginx ${nginx.pid} on ${PORT.nginx} (both processes) and ${PORT.nginxOne} (one)`);

    const cookie = await checkSession(db);
    await checkCodeAttempts(db);
    await checkSharedRateLimit(redis);
    await checkRedisFallback(db, redisServer);
    if (cookie) {
      await checkPrescription(db, cookie);
      await checkJobsOnce(db, cookie);
    }

    const setups = [
      { name: `one process, direct (:${PORT.a})`, url: `http://${HOST}:${PORT.a}${args.path}` },
      { name: `one process behind nginx (:${PORT.nginxOne})`, url: `http://${HOST}:${PORT.nginxOne}${args.path}` },
      { name: `two processes behind nginx (:${PORT.nginx})`, url: `${NGINX_URL}${args.path}` },
    ];
    const runs = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const setup of round % 2 === 0 ? setups : [...setups].reverse()) runs.push({ ...(await load(setup.name, setup.url)), setup: setup.name });
    }
    check("no 5xx and no errors under load", runs.every((run) => run.s5xx === 0 && run.errors === 0 && run.non2xx === 0), `${runs.length} runs, ${runs.reduce((sum, run) => sum + run.total, 0)} requests: ${runs.reduce((sum, run) => sum + run.non2xx, 0)} non-2xx, ${runs.reduce((sum, run) => sum + run.errors, 0)} errors`);
    await checkScheduledOnce(db, startedAt);

    const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)];
    const summary = setups.map((setup) => {
      const mine = runs.filter((run) => run.setup === setup.name);
      return { name: setup.name, rps: median(mine.map((run) => run.rps)), all: mine.map((run) => run.rps.toFixed(1)).join(", "), p50: median(mine.map((run) => run.p50)), p99: median(mine.map((run) => run.p99)), total: mine.reduce((sum, run) => sum + run.total, 0) };
    });
    const [one, oneProxied, two] = summary;
    console.log(`\n| setup | requests/s (median) | each round | p50 ms | p99 ms | requests |\n|---|---|---|---|---|---|`);
    for (const run of summary) console.log(`| ${run.name} | ${run.rps.toFixed(1)} | ${run.all} | ${run.p50} | ${run.p99} | ${run.total} |`);
    console.log(`\ntwo processes / one process behind nginx: ${(two.rps / oneProxied.rps).toFixed(2)}×; / one process direct: ${(two.rps / one.rps).toFixed(2)}×`);
    console.log(`${os.cpus().length} CPU cores (load average ${os.loadavg().map((n) => n.toFixed(1)).join(" ")}), ${CONNECTIONS} connections, ${DURATION_S} s per run, ${ROUNDS} round(s), path ${args.path}\n`);
  } catch (error) {
    for (const port of [PORT.a, PORT.b]) {
      const file = path.join(tmp, `app-${port}.log`);
      if (fs.existsSync(file)) log(`app ${port} log tail:\n${fs.readFileSync(file, "utf8").split("\n").slice(-15).join("\n")}`);
    }
    throw error;
  } finally {
    await cleanUp(db, redis);
  }
}

let cleaning;
/** Once, whether the run ends, fails or is interrupted: processes, this run's Redis keys, the database, the folder. */
function cleanUp(db, redis) {
  cleaning ??= (async () => {
    await db?.end().catch(() => {});
    await stopChildren();
    const mine = (await redis?.keys("nikat:rl:*").catch(() => [])) ?? [];
    if (mine.length > 0) await redis.del(...mine).catch(() => {});
    redis?.disconnect();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  })();
  return cleaning;
}

async function stopChildren() {
  for (const entry of children.reverse()) {
    if (entry.close) {
      await entry.close().catch(() => {});
      continue;
    }
    const { child } = entry;
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(entry.name === "nginx" ? "SIGQUIT" : "SIGTERM");
    const killed = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
    if (!killed) child.kill("SIGKILL");
  }
}

const live = { db: undefined, redis: undefined };
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    log(`${signal}: stopping the processes and cleaning up`);
    void cleanUp(live.db, live.redis).finally(() => process.exit(130));
  });
}

const failedRun = await main().then(
  () => false,
  (error) => {
    log(`stopped: ${error.stack ?? error}`);
    return true;
  },
);
await cleanUp(live.db, live.redis).catch((error) => log(`clean-up: ${error.message}`));
const failed = results.filter((result) => !result.ok);
log(failedRun || failed.length > 0 ? `FAILED: ${failedRun ? "the run stopped" : failed.map((result) => result.name).join("; ")}` : `all ${results.length} checks passed`);
process.exit(failedRun || failed.length > 0 ? 1 : 0);
