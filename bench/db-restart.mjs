// Issue #16, database restart: the machine's PostgreSQL (DATABASE_URL) is stopped and started again under load. The app
// must not exit, must answer a translated 503 page (with Retry-After) and /readyz 503 while the database is away, must
// serve again within 10 s of its return by itself, and must lose no booking it acknowledged (those refused meanwhile
// are sent again by their patients with the same key, and stored once). A round where fewer than --min-bookings
// bookings were sent, or none was refused while the database was away, fails too: it would have proved nothing.
//
// Usage: node bench/db-restart.mjs [--rounds 2] [--users 20] [--down 5] [--port 3480] [--min-bookings 10]
// Needs root (or PG_STOP/PG_START commands) to stop and start the machine's cluster: by default
// `pg_ctlcluster <version> <name> stop -m fast` / `start` for the cluster on port 5432 (pg_lsclusters). Makes and drops its
// own database on it. Traffic goes to 127.0.0.1 only; each round is bounded in time.
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { BENCH_BUILD_DIR, buildOnce, sleep, startApp, waitFor } from "./lib/app-process.mjs";
import { checkBookings } from "./lib/order-checks.mjs";
import { Recorder, VirtualPatient, clientAddress, thinkTime } from "./lib/virtual-patient.mjs";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "2" },
    users: { type: "string", default: "20" },
    down: { type: "string", default: "5" },
    port: { type: "string", default: "3480" },
    "min-bookings": { type: "string", default: "10" },
  },
});
const MIN_BOOKINGS = Number(args["min-bookings"]);
const ROUNDS = Math.min(5, Number(args.rounds));
const USERS = Math.min(100, Number(args.users));
const DOWN_MS = Math.min(60, Number(args.down)) * 1000;
const BACK_WITHIN_MS = 10_000;
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const DB_NAME = "nikat_bench_db_restart";
const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE_URL = Object.assign(new URL(ADMIN_URL), { pathname: `/${DB_NAME}` }).href;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-db-restart-"));
const log = (line) => console.log(`[db-restart] ${line}`);
const SCRIPT = { hi: /[\u0900-\u097F]/, bn: /[\u0980-\u09FF]/, en: /[A-Za-z]/ };

function clusterCommands() {
  if (process.env.PG_STOP && process.env.PG_START) return { stop: ["sh", ["-c", process.env.PG_STOP]], start: ["sh", ["-c", process.env.PG_START]] };
  const line = execFileSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" })
    .split("\n")
    .map((row) => row.trim().split(/\s+/))
    .find((row) => row[2] === String(new URL(ADMIN_URL).port || 5432));
  if (!line) throw new Error("no cluster on the admin URL's port in pg_lsclusters: set PG_STOP and PG_START");
  const [version, name] = line;
  return { stop: ["pg_ctlcluster", [version, name, "stop", "-m", "fast"]], start: ["pg_ctlcluster", [version, name, "start"]] };
}

async function adminQuery(sql) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A page that asks the database on every request: a doctor search. Home no longer does (its labs, hospitals and
 * packages come from the 30 s cache of reference reads), so it stays up through a short outage and proves nothing here.
 */
const PAGE = "/search/cardiologist";

/** Every 100 ms: the probed page in one language and /readyz, with the time and what came back. */
function probe(lang, until) {
  const seen = [];
  const done = (async () => {
    while (!until.stopped) {
      for (const pathname of [PAGE, "/readyz"]) {
        const at = Date.now();
        try {
          const response = await fetch(new URL(pathname, BASE), { headers: { cookie: `lang=${lang}; location_asked=1` }, signal: AbortSignal.timeout(10_000) });
          const body = await response.text();
          seen.push({ at, pathname, lang, status: response.status, retryAfter: response.headers.get("retry-after"), translated: response.status !== 503 || pathname === "/readyz" || (body.includes(`lang="${lang}"`) && SCRIPT[lang].test(body.replace(/<[^>]+>/g, ""))) });
        } catch {
          seen.push({ at, pathname, status: 0 });
        }
      }
      await sleep(100);
    }
  })();
  return { seen, done };
}

async function main() {
  const cluster = clusterCommands();
  buildOnce(log);
  await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
  await adminQuery(`create database ${DB_NAME}`);
  const app = await startApp({ port: PORT, logFile: path.join(tmp, "app.log"), env: { BUILD_DIR: BENCH_BUILD_DIR, DATABASE_URL, DATA_DIR: path.join(tmp, "data"), APP_ENV: "demo", TRUST_PROXY: "127.0.0.1" } });
  log(`app serving on ${PORT}, on ${DB_NAME} at the machine's PostgreSQL`);
  const vus = Array.from({ length: USERS }, (_, n) => new VirtualPatient({ base: BASE, phone: `9${String(randomInt(0, 1e9)).padStart(9, "0")}`, clientIp: clientAddress(200_000 + n), recorder: new Recorder() }));
  const failures = [];
  const rows = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const recorder = new Recorder();
      for (const vu of vus) vu.recorder = recorder;
      const before = vus.map((vu) => vu.bookings.length);
      const until = { stopped: false };
      const probes = ["en", "hi", "bn"].map((lang) => probe(lang, until));
      const think = thinkTime(200, 800);
      const load = Promise.all(
        vus.map(async (vu) => {
          while (!until.stopped) {
            if (!vu.loggedIn) await vu.logIn();
            else await vu.book();
            await vu.page("/");
            await think();
          }
        }),
      );
      await sleep(8_000);
      const stopStarted = Date.now();
      execFileSync(cluster.stop[0], cluster.stop[1], { stdio: "ignore" });
      const stopped = Date.now();
      await sleep(DOWN_MS);
      execFileSync(cluster.start[0], cluster.start[1], { stdio: "ignore" });
      const back = Date.now();
      await waitFor("app after the database came back", async () => (await fetch(`${BASE}/readyz`)).ok, 60_000).catch(() => {});
      const ready = Date.now();
      await sleep(8_000);
      until.stopped = true;
      await load;
      await Promise.all(probes.map((p) => p.done));

      const seen = probes.flatMap((p) => p.seen);
      const during = seen.filter((s) => s.at >= stopped && s.at < back);
      const afterBack = seen.filter((s) => s.at >= back);
      const firstPageAfter = afterBack.find((s) => s.pathname === PAGE && s.status === 200);
      const firstReadyAfter = afterBack.find((s) => s.pathname === "/readyz" && s.status === 200);
      const pageBackMs = firstPageAfter ? firstPageAfter.at - back : Infinity;
      const readyBackMs = firstReadyAfter ? firstReadyAfter.at - back : Infinity;
      const unexpected = seen.filter((s) => s.status !== 200 && s.status !== 503);
      const untranslated = seen.filter((s) => s.status === 503 && !(s.translated && s.retryAfter));
      const all503Translated = untranslated.length === 0;
      const pages503 = during.filter((s) => s.pathname === PAGE && s.status === 503).length;
      const readyz503 = during.filter((s) => s.pathname === "/readyz" && s.status === 503).length;
      const vu5xx = recorder.count((status) => status >= 500 && status !== 503);
      const vuUnanswered = recorder.count((status) => status === 0);
      const alive = app.child.exitCode === null && app.child.signalCode === null;
      if (!alive) log(`the app exited during round ${round}`);

      // Patients whose booking was refused while the database was away send it again, as the page lets them.
      const refused = vus.flatMap((vu) => vu.bookings.filter((attempt) => !attempt.acknowledged).map((attempt) => ({ vu, attempt })));
      const bookingsSent = vus.reduce((n, vu, i) => n + vu.bookings.length - before[i], 0);
      for (const { vu, attempt } of refused) await vu.send(attempt);
      const db = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
      const bookings = await checkBookings(db, vus.flatMap((vu) => vu.bookings));
      await db.end();
      const stillRefused = vus.flatMap((vu) => vu.bookings).filter((attempt) => !attempt.acknowledged).length;

      const row = { round, stopS: ((stopped - stopStarted) / 1000).toFixed(1), downS: ((back - stopped) / 1000).toFixed(1), pages503, readyz503, readyBackMs, pageBackMs, unexpected: unexpected.length + vu5xx + vuUnanswered, alive, resent: refused.length, ...bookings };
      rows.push(row);
      log(
        `round ${round}: database down ${row.downS} s; meanwhile ${pages503} page 503s and ${readyz503} /readyz 503s, all translated with Retry-After: ${all503Translated}; ` +
          `/readyz 200 ${readyBackMs} ms and / 200 ${pageBackMs} ms after it came back (readyz polled ready ${ready - back} ms); other answers: ${unexpected.length} probe, ${vu5xx} patient 5xx, ${vuUnanswered} unanswered; app alive: ${alive}; ` +
          `bookings sent this round ${bookingsSent}, refused while the database was away ${refused.length}; bookings ${bookings.acknowledged}/${bookings.attempted} acknowledged (${refused.length} resent), lost ${bookings.lost}, duplicated ${bookings.duplicated}`,
      );
      if (bookingsSent < MIN_BOOKINGS) failures.push(`round ${round}: only ${bookingsSent} bookings sent (at least ${MIN_BOOKINGS} needed)`);
      if (refused.length === 0) failures.push(`round ${round}: no booking was sent while the database was away`);
      if (!alive) failures.push(`round ${round}: the app exited`);
      if (unexpected.length + vu5xx + vuUnanswered > 0) failures.push(`round ${round}: answers other than 200/503 (${unexpected.slice(0, 3).map((s) => `${s.pathname} ${s.status}`).join(", ")})`);
      if (!all503Translated) {
        const kinds = new Set(untranslated.map((s) => `${s.pathname} (${s.lang}) translated ${s.translated}, Retry-After ${s.retryAfter}`));
        failures.push(`round ${round}: ${untranslated.length} 503s without their translated page or Retry-After: ${[...kinds].join("; ")}`);
      }
      if (pages503 === 0 || readyz503 === 0) failures.push(`round ${round}: no 503 seen while the database was down`);
      if (readyBackMs > BACK_WITHIN_MS || pageBackMs > BACK_WITHIN_MS) failures.push(`round ${round}: not serving within 10 s of the database's return`);
      if (!bookings.ok || stillRefused > 0) failures.push(`round ${round}: bookings lost, duplicated or still refused`);
      if (!alive) {
        log(`the app exited (${app.child.exitCode ?? app.child.signalCode}); its log ends:\n${fs.readFileSync(path.join(tmp, "app.log"), "utf8").split("\n").slice(-30).join("\n")}`);
        break;
      }
    }
    console.log(`\n| round | database down s | page 503s | /readyz 503s | /readyz 200 after return ms | page 200 after return ms | other answers | bookings acknowledged | resent | lost | duplicated |\n|---|---|---|---|---|---|---|---|---|---|---|`);
    for (const r of rows) console.log(`| ${r.round} | ${r.downS} | ${r.pages503} | ${r.readyz503} | ${r.readyBackMs} | ${r.pageBackMs} | ${r.unexpected} | ${r.acknowledged} | ${r.resent} | ${r.lost} | ${r.duplicated} |`);
  } finally {
    await app.stop();
    await adminQuery(`drop database if exists ${DB_NAME} with (force)`).catch((error) => log(`could not drop ${DB_NAME}: ${error.message}`));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(failures.length === 0 ? `\ndb-restart: ${ROUNDS} restarts, the app stayed up, answered translated 503s, came back within 10 s, lost nothing` : `\ndb-restart: FAILED — ${failures.join("; ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

await main();
