// Issue #16, crash: `kill -9` of the app in the middle of booking and payment load, then start again, five times, on
// the embedded PostgreSQL of `npm start`. After each restart: the app came back by itself (the postgres the killed
// process left running, and its pid file, need no person), every booking a virtual patient saw acknowledged is stored
// once, the bookings that got no answer are sent again with their key and stored once, and no payment is
// half-applied (an acknowledged one is whole). Exits 1 when any check fails, and also when a kill found too little
// work in flight to prove anything (fewer than --min-bookings bookings or --min-payments payments started in the
// round before its kill): a green run with nothing in flight proved nothing (operations review, issue #32 item 8).
// Every patient logs in once, before the first round, so no round waits on a login code.
//
// Usage: node bench/crash.mjs [--rounds 5] [--users 30] [--port 3470] [--min-bookings 10] [--min-payments 5]
// Traffic goes to 127.0.0.1 only; each round is bounded (a kill between 3 and 8 s after the load starts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { BENCH_BUILD_DIR, buildOnce, sleep, startApp } from "./lib/app-process.mjs";
import { checkBookings, checkPayments, patientsWithPricedOrders } from "./lib/order-checks.mjs";
import { Recorder, VirtualPatient, clientAddress, thinkTime } from "./lib/virtual-patient.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    users: { type: "string", default: "30" },
    port: { type: "string", default: "3470" },
    "min-bookings": { type: "string", default: "10" },
    "min-payments": { type: "string", default: "5" },
  },
});
const MIN_BOOKINGS = Number(args["min-bookings"]);
const MIN_PAYMENTS = Number(args["min-payments"]);
// A second code for the same number is refused for 30 s (core/auth/request-login-code.ts).
const CODE_COOLDOWN_MS = 31_000;
// The payments-reconcile job runs every minute (core/jobs/reconcile-payments-job.ts).
const RECONCILE_WAIT_MS = 150_000;
const ROUNDS = Math.min(20, Number(args.rounds));
const USERS = Math.min(100, Number(args.users));
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
// World-readable: as root, the embedded PostgreSQL runs as the postgres user, who must reach its cluster.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-crash-"));
fs.chmodSync(tmp, 0o755);
const DATA_DIR = path.join(tmp, "data");
const log = (line) => console.log(`[crash] ${line}`);
const env = { BUILD_DIR: BENCH_BUILD_DIR, DATA_DIR, APP_ENV: "demo", TRUST_PROXY: "127.0.0.1", DATABASE_URL: "" };

/** The embedded cluster's address, read as an operator would: its pid file and the password file beside it. */
async function openEmbedded() {
  const pidFile = path.join(DATA_DIR, "pg", "postmaster.pid");
  const port = fs.readFileSync(pidFile, "utf8").split("\n")[3].trim();
  const password = fs.readFileSync(path.join(DATA_DIR, "pg-password"), "utf8").trim();
  const db = new pg.Pool({ connectionString: `postgres://nikat:${encodeURIComponent(password)}@127.0.0.1:${port}/nikat`, max: 2 });
  await db.query("select 1");
  return db;
}

/** Postgres processes serving this run's cluster, found by their data directory. */
function postmastersOfRun() {
  const listed = spawnSync("pgrep", ["-f", `${DATA_DIR}/pg`], { encoding: "utf8" });
  return listed.stdout.split("\n").filter(Boolean).length;
}

/**
 * Scale data gives each patient about one priced order, enough to pay in the first round only. The patients' orders
 * still waiting for staff (or cancelled), including those they booked in earlier rounds, are priced here as staff
 * would price them (₹350 + ₹600), so payments can be in flight at every kill however many rounds run.
 */
async function priceWaitingOrders(db, uids) {
  const tests = JSON.stringify([{ test_name: "Complete Blood Count (CBC)", amount: 350 }, { test_name: "Lipid Profile", amount: 600 }]);
  await db.query(
    `update sample_requests set status = 'Confirmed', amount_paise = 95000, tests = $2::jsonb, payment_status = 'Pending'
     where uid = any($1) and status in ('Pending Confirmation', 'Cancelled') and invoice_number is null`,
    [uids, tests],
  );
}

async function pricedForEveryRound(db, patients) {
  await priceWaitingOrders(db, patients.map((patient) => patient.uid));
  return patientsWithPricedOrders(db, patients.length);
}

/** Between rounds: each patient's priced orders not yet paid become what it pays next. */
async function refillPayable(db, vus) {
  await priceWaitingOrders(db, vus.map((vu) => vu.uid));
  const { rows } = await db.query(
    `select uid, array_agg(id order by id) as orders from sample_requests
     where uid = any($1) and status = 'Confirmed' and amount_paise > 0 and payment_status <> 'Success' group by uid`,
    [vus.map((vu) => vu.uid)],
  );
  const byUid = new Map(rows.map((row) => [Number(row.uid), row.orders.map(Number)]));
  for (const vu of vus) vu.payable = byUid.get(vu.uid) ?? [];
}

/**
 * Logs every patient in before any kill, so the rounds spend their seconds booking and paying. A patient whose code
 * did not come (the machine was busy) tries again once the 30 s between codes has passed.
 */
async function logInEveryone(vus) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const waiting = vus.filter((vu) => !vu.loggedIn);
    if (waiting.length === 0) break;
    if (attempt > 1) {
      log(`${waiting.length} patients not logged in yet: asking again after the 30 s between codes`);
      await sleep(CODE_COOLDOWN_MS);
    }
    await Promise.all(waiting.map((vu) => vu.logIn()));
  }
  return vus.filter((vu) => vu.loggedIn).length;
}

async function main() {
  buildOnce(log);
  fs.mkdirSync(DATA_DIR, { recursive: true });
  log("seeding scale 2 into the embedded database (npm run db:seed -- --scale 2)");
  const seeded = spawnSync("npx", ["tsx", "seed/run-seed.ts", "--scale", "2"], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"], timeout: 300_000 });
  if (seeded.status !== 0) throw new Error("seeding failed");

  let app = await startApp({ port: PORT, env, logFile: path.join(tmp, "app.log") });
  let db = await openEmbedded();
  const patients = await pricedForEveryRound(db, await patientsWithPricedOrders(db, USERS));
  const vus = patients.map((patient) =>
    Object.assign(new VirtualPatient({ base: BASE, phone: patient.phone, clientIp: clientAddress(patient.uid), recorder: new Recorder(), payable: patient.orders }), { uid: patient.uid }),
  );
  const table = [];
  const failures = [];
  try {
    const loggedIn = await logInEveryone(vus);
    log(`${loggedIn} of ${vus.length} patients logged in before the first kill`);
    if (loggedIn === 0) failures.push("no patient could log in: nothing would be in flight");
    for (let round = 1; round <= ROUNDS; round += 1) {
      const recorder = new Recorder();
      for (const vu of vus) vu.recorder = recorder;
      // Taken before the load starts: each patient's first booking is recorded as soon as its loop begins.
      const before = vus.map((vu) => ({ bookings: vu.bookings.length, payments: vu.payments.length }));
      let running = true;
      const think = thinkTime(100, 600);
      const load = Promise.all(
        vus.map(async (vu) => {
          while (running && vu.loggedIn) {
            await vu.book();
            await think();
            const orderId = vu.payable[0];
            if (running && orderId) {
              const payment = await vu.pay(orderId);
              if (payment.acknowledged) vu.payable.shift();
            }
            await think();
          }
        }),
      );
      const killAfterMs = 3_000 + Math.random() * 5_000;
      await sleep(killAfterMs);
      const inFlight = recorder.total;
      // Started in this round before the kill, and of those still without an answer when it came.
      const roundBookings = vus.flatMap((vu, i) => vu.bookings.slice(before[i].bookings));
      const roundPayments = vus.flatMap((vu, i) => vu.payments.slice(before[i].payments));
      const bookingsStarted = roundBookings.length;
      const paymentsStarted = roundPayments.length;
      const bookingsOpen = roundBookings.filter((attempt) => !attempt.acknowledged).length;
      const paymentsOpen = roundPayments.filter((payment) => !payment.acknowledged).length;
      await app.crash();
      running = false;
      await load;
      await db.end().catch(() => {});
      const leftRunning = postmastersOfRun();

      app = await startApp({ port: PORT, env, logFile: path.join(tmp, "app.log") });
      db = await openEmbedded();
      // Patients whose booking got no answer send it again; those whose payment broke off pay again.
      const unanswered = vus.flatMap((vu) => vu.bookings.filter((attempt) => !attempt.acknowledged).map((attempt) => ({ vu, attempt })));
      for (const { vu, attempt } of unanswered) await vu.send(attempt);
      const brokenOff = vus.flatMap((vu) => vu.payments.filter((payment) => !payment.acknowledged).map((payment) => ({ vu, payment })));
      for (const { vu, payment } of brokenOff) {
        const again = await vu.pay(payment.orderId);
        if (again.acknowledged && vu.payable[0] === payment.orderId) vu.payable.shift();
      }
      const attempts = vus.flatMap((vu) => vu.bookings);
      const bookings = await checkBookings(db, attempts);
      let payments = await checkPayments(db, vus.flatMap((vu) => vu.payments));
      // A kill between the gateway's 'success' and the page the patient returns to leaves the attempt for the
      // reconciliation job (every minute) to finish: wait for it, bounded, before calling the payment not whole.
      const waitedFrom = Date.now();
      while (payments.acknowledgedNotWhole > 0 && payments.halfApplied === 0 && Date.now() - waitedFrom < RECONCILE_WAIT_MS) {
        await sleep(5_000);
        payments = await checkPayments(db, vus.flatMap((vu) => vu.payments));
      }
      const reconciledAfterS = Date.now() - waitedFrom > 1_000 ? ((Date.now() - waitedFrom) / 1000).toFixed(0) : undefined;
      if (reconciledAfterS) log(`round ${round}: waited ${reconciledAfterS} s for the reconciliation job to finish payments acknowledged before the kill`);
      const stillUnanswered = attempts.filter((attempt) => !attempt.acknowledged).length;
      const row = {
        round,
        killedAfterS: (killAfterMs / 1000).toFixed(1),
        requests: inFlight,
        bookingsStarted,
        bookingsOpen,
        paymentsStarted,
        paymentsOpen,
        leftRunning,
        restartS: (app.readyAfterMs / 1000).toFixed(1),
        resent: unanswered.length,
        stillUnanswered,
        ...bookings,
        paymentsAcknowledged: payments.acknowledged,
        paymentsWhole: payments.whole,
        halfApplied: payments.halfApplied,
        acknowledgedNotWhole: payments.acknowledgedNotWhole,
      };
      table.push(row);
      log(
        `round ${round}: killed after ${row.killedAfterS} s (${inFlight} requests so far; ${bookingsStarted} bookings started, ${bookingsOpen} unanswered at the kill; ${paymentsStarted} payments started, ${paymentsOpen} unanswered at the kill; ${leftRunning} postgres processes left running), ready again after ${row.restartS} s; ` +
          `bookings ${bookings.acknowledged}/${bookings.attempted} acknowledged (${unanswered.length} resent, ${stillUnanswered} still unanswered), lost ${bookings.lost}, duplicated ${bookings.duplicated}; ` +
          `payments ${payments.acknowledged} acknowledged, ${payments.whole} whole, half-applied ${payments.halfApplied}, acknowledged but not whole ${payments.acknowledgedNotWhole} ${[...bookings.detail, ...payments.detail].join("; ")}`,
      );
      if (!bookings.ok || stillUnanswered > 0) failures.push(`round ${round}: bookings`);
      if (!payments.ok) failures.push(`round ${round}: payments`);
      if (bookingsStarted < MIN_BOOKINGS) failures.push(`round ${round}: only ${bookingsStarted} bookings in flight before the kill (at least ${MIN_BOOKINGS} needed)`);
      if (paymentsStarted < MIN_PAYMENTS) failures.push(`round ${round}: only ${paymentsStarted} payments in flight before the kill (at least ${MIN_PAYMENTS} needed)`);
      await refillPayable(db, vus);
    }
    console.log(`\n| round | killed after s | requests before the kill | bookings started (unanswered at kill) | payments started (unanswered at kill) | postgres left running | ready again after s | bookings acknowledged | resent after restart | lost | duplicated | payments acknowledged | whole | half-applied |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|`);
    for (const r of table) console.log(`| ${r.round} | ${r.killedAfterS} | ${r.requests} | ${r.bookingsStarted} (${r.bookingsOpen}) | ${r.paymentsStarted} (${r.paymentsOpen}) | ${r.leftRunning} | ${r.restartS} | ${r.acknowledged} | ${r.resent} | ${r.lost} | ${r.duplicated} | ${r.paymentsAcknowledged} | ${r.paymentsWhole} | ${r.halfApplied} |`);
  } finally {
    await db.end().catch(() => {});
    await app.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(failures.length === 0 ? `\ncrash: ${ROUNDS} kills, nothing lost, nothing twice, no payment half-applied` : `\ncrash: FAILED — ${failures.join("; ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

await main();
