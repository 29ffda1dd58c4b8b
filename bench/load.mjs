// Issue #16, load: virtual patients on `npm start` over a scale-1000 database (100,000 patients, 1,000,000 requests,
// 50,000 labs). Each browses home, doctors and pharmacies, logs in with a code read from the demo outbox, books with a
// small prescription photo, opens My Lab Tests and the new order, and pays a priced order in the sandbox, with a think
// time between steps. Budgets: no 5xx and no unanswered request, no booking lost or stored twice (checked in the
// database afterwards), no payment half-applied, p99 under 500 ms for pages and under 1 s for bookings.
// With --step it then adds users step by step until p99 passes 1 s, to show where latency bends.
//
// Usage: node bench/load.mjs [--users 300] [--duration 120] [--think-min 3] [--think-max 8] [--step] [--keep-db]
// Needs the machine's PostgreSQL at DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres): the script makes
// and drops its own database (kept with --keep-db, and reused by the next run). Traffic goes to 127.0.0.1 only; every
// phase is bounded in time, and the number of users is capped.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { BENCH_BUILD_DIR, buildOnce, startApp } from "./lib/app-process.mjs";
import { checkBookings, checkPayments, patientsWithPricedOrders } from "./lib/order-checks.mjs";
import { Recorder, VirtualPatient, clientAddress, thinkTime } from "./lib/virtual-patient.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    users: { type: "string", default: "300" },
    duration: { type: "string", default: "120" },
    "think-min": { type: "string", default: "3" },
    "think-max": { type: "string", default: "8" },
    "step-duration": { type: "string", default: "40" },
    step: { type: "boolean", default: false },
    "keep-db": { type: "boolean", default: false },
    port: { type: "string", default: "3460" },
  },
});
const USERS = Math.min(2_000, Number(args.users));
const DURATION_S = Math.min(600, Number(args.duration));
const THINK = [Number(args["think-min"]) * 1000, Number(args["think-max"]) * 1000];
const STEP_S = Math.min(120, Number(args["step-duration"]));
const STEPS = [450, 600, 800, 1_000, 1_300, 1_600, 2_000];
const BUDGET = { pageP99: 500, bookingP99: 1_000, bendP99: 1_000 };
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const DB_NAME = "nikat_bench_load";
const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE_URL = Object.assign(new URL(ADMIN_URL), { pathname: `/${DB_NAME}` }).href;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-load-"));
fs.chmodSync(tmp, 0o755);
const log = (line) => console.log(`[load] ${line}`);

/** Scale patients in the bench database, or 0 when it is missing or empty. */
async function scalePatients() {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await db.connect();
    return (await db.query(`select count(*)::int as n from users where phone like '6%'`)).rows[0].n;
  } catch {
    return 0;
  } finally {
    await db.end().catch(() => {});
  }
}

async function prepareDatabase() {
  if (args["keep-db"]) {
    const patients = await scalePatients();
    if (patients >= 100_000) return log(`reusing ${DB_NAME} (${patients} scale patients)`);
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  log("seeding scale 1000 (npm run db:seed -- --scale 1000)");
  const seeded = spawnSync("npx", ["tsx", "seed/run-seed.ts", "--scale", "1000"], { cwd: root, env: { ...process.env, DATABASE_URL }, stdio: ["ignore", "inherit", "inherit"], timeout: 900_000 });
  if (seeded.status !== 0) throw new Error("seeding failed");
}

/** One phase: `users` virtual patients, started over the first few seconds, walking their journey until the end. */
async function phase(users, seconds, patients) {
  const recorder = new Recorder();
  const stopAt = Date.now() + seconds * 1000;
  const rampMs = Math.min(10_000, (seconds * 1000) / 6);
  const think = thinkTime(...THINK);
  const vus = patients.slice(0, users).map((patient) => new VirtualPatient({ base: BASE, phone: patient.phone, clientIp: clientAddress(patient.uid), recorder, payable: patient.orders.slice(0, 3) }));
  const started = performance.now();
  await Promise.all(
    vus.map(async (vu, n) => {
      await new Promise((resolve) => setTimeout(resolve, (n / users) * rampMs));
      while (Date.now() < stopAt) await vu.journey({ think, stopAt });
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  return { users, recorder, vus, elapsedS, rps: recorder.total / elapsedS };
}

function describe(result) {
  const { recorder } = result;
  const line = (kind) => {
    const s = recorder.summary(kind);
    return `${kind} n=${s.n} p50 ${s.p50?.toFixed(0)} p95 ${s.p95?.toFixed(0)} p99 ${s.p99?.toFixed(0)} max ${s.max?.toFixed(0)} ms`;
  };
  const fivexx = recorder.count((status) => status >= 500);
  const unanswered = recorder.count((status) => status === 0);
  log(`${result.users} users, ${result.elapsedS.toFixed(0)} s: ${recorder.total} requests, ${result.rps.toFixed(1)} req/s, 5xx ${fivexx}, unanswered ${unanswered}`);
  for (const kind of ["page", "booking", "action", "outbox"]) log(`  ${line(kind)}`);
  const statuses = [...recorder.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ");
  log(`  statuses ${statuses}`);
  for (const r of recorder.routes()) log(`  ${r.route}: n=${r.n} p50 ${r.p50.toFixed(0)} p95 ${r.p95.toFixed(0)} p99 ${r.p99.toFixed(0)} ms`);
  if (recorder.refusals.size > 0) log(`  refused: ${[...recorder.refusals].map(([what, n]) => `${what} ×${n}`).join("; ")}`);
  if (recorder.failures.length > 0) log(`  first failures: ${recorder.failures.slice(0, 5).join("; ")}`);
  return { fivexx, unanswered, page: recorder.summary("page"), booking: recorder.summary("booking") };
}

async function main() {
  await prepareDatabase();
  buildOnce(log);
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  const app = await startApp({
    port: PORT,
    logFile: path.join(tmp, "app.log"),
    env: { BUILD_DIR: BENCH_BUILD_DIR, DATABASE_URL, DATA_DIR: path.join(tmp, "data"), APP_ENV: "demo", TRUST_PROXY: "127.0.0.1" },
  });
  log(`npm start serving on ${PORT} after ${(app.readyAfterMs / 1000).toFixed(1)} s`);
  const failures = [];
  try {
    const wanted = USERS + (args.step ? STEPS.reduce((sum, n) => sum + n, 0) : 0);
    const patients = await patientsWithPricedOrders(db, wanted);
    if (patients.length < USERS) throw new Error(`only ${patients.length} scale patients with a priced order`);
    const since = new Date();
    log(`${USERS} users for ${DURATION_S} s, think ${THINK[0] / 1000}–${THINK[1] / 1000} s between steps, on ${os.cpus().length} cores (load average ${os.loadavg().map((n) => n.toFixed(1)).join(" ")})`);
    const main = await phase(USERS, DURATION_S, patients);
    const seen = describe(main);
    const attempts = main.vus.flatMap((vu) => vu.bookings);
    const paid = main.vus.flatMap((vu) => vu.payments);
    const bookings = await checkBookings(db, attempts, { uids: patients.slice(0, USERS).map((p) => p.uid), since });
    const payments = await checkPayments(db, paid);
    log(`bookings: ${bookings.acknowledged} acknowledged of ${bookings.attempted}, ${bookings.stored} stored, lost ${bookings.lost}, duplicated ${bookings.duplicated}, unexplained rows ${bookings.unexplained} ${bookings.detail.join("; ")}`);
    log(`payments: ${payments.acknowledged} acknowledged of ${payments.tried} tried, ${payments.whole} whole, half-applied ${payments.halfApplied}, acknowledged but not whole ${payments.acknowledgedNotWhole}, shared invoice numbers ${payments.sharedInvoices} ${payments.detail.join("; ")}`);
    if (seen.fivexx + seen.unanswered > 0) failures.push(`${seen.fivexx} 5xx and ${seen.unanswered} unanswered`);
    if (!bookings.ok) failures.push("bookings lost or duplicated");
    if (!payments.ok) failures.push("payments half-applied");
    if (!(seen.page.p99 < BUDGET.pageP99)) failures.push(`page p99 ${seen.page.p99.toFixed(0)} ms >= ${BUDGET.pageP99}`);
    if (!(seen.booking.p99 < BUDGET.bookingP99)) failures.push(`booking p99 ${seen.booking.p99.toFixed(0)} ms >= ${BUDGET.bookingP99}`);

    if (args.step) {
      const table = [{ users: USERS, rps: main.rps, page: seen.page, booking: seen.booking, fivexx: seen.fivexx }];
      let offset = USERS;
      for (const users of STEPS) {
        const result = await phase(users, STEP_S, patients.slice(offset));
        offset += users;
        const stepSeen = describe(result);
        table.push({ users, rps: result.rps, page: stepSeen.page, booking: stepSeen.booking, fivexx: stepSeen.fivexx });
        if (stepSeen.page.p99 > BUDGET.bendP99 || stepSeen.booking.p99 > BUDGET.bendP99) break;
      }
      console.log(`\n| users | requests/s | page p50 | page p99 | booking p99 | 5xx |\n|---|---|---|---|---|---|`);
      for (const row of table) console.log(`| ${row.users} | ${row.rps.toFixed(1)} | ${row.page.p50.toFixed(0)} | ${row.page.p99.toFixed(0)} | ${row.booking.p99.toFixed(0)} | ${row.fivexx} |`);
      const bend = table.find((row) => row.page.p99 > BUDGET.bendP99 || row.booking.p99 > BUDGET.bendP99);
      console.log(bend ? `\np99 passes 1 s at ${bend.users} users (${bend.rps.toFixed(1)} requests/s)` : `\np99 stayed under 1 s up to ${table.at(-1).users} users`);
    }
  } finally {
    await db.end();
    await app.stop();
    if (!args["keep-db"]) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${DB_NAME} with (force)`);
      await admin.end();
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(failures.length === 0 ? "\nload: every budget met" : `\nload: FAILED — ${failures.join("; ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

await main();
