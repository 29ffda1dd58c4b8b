// Issue #32 item 1, restore drill: pgBackRest continuous archiving of a private PostgreSQL cluster, then the disk lost,
// then two restores: to a point in time (every row committed before it, none after) and to the latest archived WAL.
// Reports RTO (restore start → the database answers) and RPO (the last committed write → the last one recovered).
//
// Usage: node bench/restore-drill.mjs [--seconds 20] [--archive-timeout 5]
// Needs pgBackRest and a PostgreSQL server it supports (Debian bookworm: `apt-get install -y pgbackrest postgresql-15`;
// pgBackRest 2.45 cannot back up PostgreSQL 17). Everything lives in a temporary folder: its own cluster on a free
// port on 127.0.0.1, its own repository and configuration; the machine's PostgreSQL is never touched. As root the
// cluster and pgBackRest run as the postgres user. Exits 1 when a check fails or too little work was done.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

const { values: args } = parseArgs({ options: { seconds: { type: "string", default: "20" }, "archive-timeout": { type: "string", default: "5" } } });
const SECONDS = Math.min(300, Math.max(6, Number(args.seconds)));
const ARCHIVE_TIMEOUT = Math.max(1, Number(args["archive-timeout"]));
/** The drill proves nothing with a handful of writes: this many must be committed on each side of the target. */
const MIN_ROWS_EACH_SIDE = 100;

const BIN = ["17", "16", "15"].map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => fs.existsSync(path.join(dir, "pg_ctl")));
const pgbackrest = ["/usr/bin/pgbackrest", "/usr/local/bin/pgbackrest"].find((file) => fs.existsSync(file));
if (!BIN || !pgbackrest) {
  console.error("restore drill: needs pgBackRest and a PostgreSQL server (apt-get install -y pgbackrest postgresql-15)");
  process.exit(1);
}

const root = process.getuid?.() === 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-restore-drill-"));
fs.chmodSync(dir, 0o755);
const paths = { data: path.join(dir, "pg"), repo: path.join(dir, "repo"), log: path.join(dir, "log"), socket: path.join(dir, "socket"), conf: path.join(dir, "pgbackrest.conf") };
for (const folder of [paths.repo, paths.log, paths.socket, path.join(dir, "lock"), path.join(dir, "spool")]) fs.mkdirSync(folder, { mode: 0o700 });
if (root) execFileSync("chown", ["-R", "postgres:postgres", dir]);

/** Runs a program as the cluster's user (postgres when we are root). */
function as(program, argv, options = {}) {
  const [file, list] = root ? ["runuser", ["-u", "postgres", "--", program, ...argv]] : [program, argv];
  return execFileSync(file, list, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options });
}
const backrest = (...argv) => as(pgbackrest, [`--config=${paths.conf}`, "--stanza=drill", ...argv]);
const pgCtl = (...argv) => as(path.join(BIN, "pg_ctl"), ["-D", paths.data, ...argv]);

const port = await new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.on("error", reject);
  probe.listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const connect = async () => {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres" });
  await client.connect();
  return client;
};
async function waitForConnection(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const client = await connect();
      // Recovery ends (promote) before writes are accepted: wait until it has.
      const { rows } = await client.query("select pg_is_in_recovery() as recovering");
      if (!rows[0].recovering) return client;
      await client.end();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? "pass" : "FAIL"}: ${what}`);
  if (!ok) failures.push(what);
};
let running = false;

try {
  as(path.join(BIN, "initdb"), ["-D", paths.data, "--auth=trust", "--username=postgres", "--encoding=UTF8", "--locale=C"]);
  fs.writeFileSync(
    paths.conf,
    [
      "[global]",
      `repo1-path=${paths.repo}`,
      "repo1-retention-full=1",
      `log-path=${paths.log}`,
      `lock-path=${path.join(dir, "lock")}`,
      `spool-path=${path.join(dir, "spool")}`,
      "log-level-console=warn",
      "start-fast=y",
      "compress-type=zst",
      "",
      "[drill]",
      `pg1-path=${paths.data}`,
      `pg1-port=${port}`,
      `pg1-socket-path=${paths.socket}`,
      "pg1-user=postgres",
      "",
    ].join("\n"),
  );
  if (root) execFileSync("chown", ["postgres:postgres", paths.conf]);
  fs.appendFileSync(
    path.join(paths.data, "postgresql.conf"),
    [
      "",
      "listen_addresses = '127.0.0.1'",
      `port = ${port}`,
      `unix_socket_directories = '${paths.socket}'`,
      "wal_level = replica",
      "archive_mode = on",
      `archive_command = '${pgbackrest} --config=${paths.conf} --stanza=drill archive-push %p'`,
      `archive_timeout = ${ARCHIVE_TIMEOUT}`,
      "",
    ].join("\n"),
  );
  pgCtl("start", "-w", "-l", path.join(paths.log, "postgres.log"));
  running = true;
  backrest("stanza-create");
  backrest("check");
  const backupStarted = Date.now();
  backrest("--type=full", "backup");
  console.log(`full backup: ${((Date.now() - backupStarted) / 1000).toFixed(1)} s`);

  // The workload: one committed row every 20 ms, each stamped by the server's clock at commit time.
  const client = await connect();
  await client.query("create table drill (id bigserial primary key, at timestamptz not null default clock_timestamp(), payload text not null)");
  const committed = [];
  const started = Date.now();
  const until = started + SECONDS * 1000;
  // The target: the server's clock read half-way, after one insert's commit returned and before the next began.
  let target;
  while (Date.now() < until) {
    const { rows } = await client.query("insert into drill (payload) values (repeat('x', 200)) returning id, at");
    committed.push({ id: Number(rows[0].id), at: rows[0].at });
    if (!target && Date.now() > started + (SECONDS * 1000) / 2) {
      target = { at: (await client.query("select clock_timestamp() as now")).rows[0].now, id: committed.at(-1).id, rows: committed.length };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.end();
  const beforeTarget = target.rows;
  const last = committed.at(-1);
  // pgBackRest wants PostgreSQL's own notation ("2026-11-25 21:22:30.191+00"), not ISO 8601's T and Z.
  const targetText = target.at.toISOString().replace("T", " ").replace("Z", "+00");
  console.log(`workload: ${committed.length} rows committed over ${SECONDS} s; target ${targetText} (${beforeTarget} rows before it)`);
  check(beforeTarget >= MIN_ROWS_EACH_SIDE && committed.length - beforeTarget >= MIN_ROWS_EACH_SIDE, `at least ${MIN_ROWS_EACH_SIDE} rows committed on each side of the target`);

  // The disaster: the database host dies (no clean shutdown, nothing more archived) and its disk is lost.
  pgCtl("stop", "-m", "immediate");
  running = false;

  const restore = async (label, options) => {
    fs.rmSync(paths.data, { recursive: true, force: true });
    const started = Date.now();
    backrest(...options, "restore");
    pgCtl("start", "-w", "-t", "120", "-l", path.join(paths.log, `postgres-${label}.log`));
    running = true;
    const restored = await waitForConnection(120_000);
    const rto = (Date.now() - started) / 1000;
    const { rows } = await restored.query("select count(*)::int as n, max(id)::int as max_id, max(at) as last_at from drill");
    await restored.end();
    pgCtl("stop", "-m", "fast", "-w");
    running = false;
    return { rto, ...rows[0] };
  };

  // Each restore promotes a new timeline, archived too; both follow the original one (1), as a restore on a new host would.
  const latest = await restore("latest", ["--type=default", "--target-timeline=1"]);
  const rpo = (last.at - latest.last_at) / 1000;
  console.log(`latest: ${latest.n} of ${committed.length} rows (${committed.length - latest.n} lost); RPO ${rpo.toFixed(1)} s (archive_timeout ${ARCHIVE_TIMEOUT} s); RTO ${latest.rto.toFixed(1)} s`);
  check(latest.n > beforeTarget && latest.n <= committed.length && latest.max_id === latest.n, "the latest restore goes past the target, every row up to its last one, none never committed");
  check(rpo <= ARCHIVE_TIMEOUT + 2, `RPO within archive_timeout (${ARCHIVE_TIMEOUT} s) plus 2 s`);
  const pit = await restore("point-in-time", ["--type=time", `--target=${targetText}`, "--target-action=promote", "--target-timeline=1"]);
  console.log(`point in time: ${pit.n} rows, last id ${pit.max_id}; RTO ${pit.rto.toFixed(1)} s`);
  check(pit.n === beforeTarget && pit.max_id === target.id, `point-in-time restore holds exactly the ${beforeTarget} rows committed up to the target`);
} catch (error) {
  failures.push(String(error.stderr || error.message || error).split("\n")[0]);
  console.error(`restore drill failed: ${failures.at(-1)}`);
} finally {
  if (running) {
    try {
      pgCtl("stop", "-m", "immediate");
    } catch {
      // already stopped
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(failures.length === 0 ? "restore drill: pass" : `restore drill: ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
