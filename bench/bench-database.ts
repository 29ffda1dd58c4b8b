import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadReferenceData } from "../core/reference-data/load-reference-data";
import { createDb, migrateToLatest, type Db } from "../db/client";
import { startEmbeddedPostgres } from "../db/embedded-postgres";

/**
 * A fresh, migrated database with the pincodes, test catalogue and specialities, for one benchmark run:
 * a new database on BENCH_DATABASE_URL's server, or an embedded PostgreSQL in a temp folder. `close` drops it.
 */
export async function openBenchDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  let url: string;
  let cleanup: () => Promise<void>;
  if (process.env.BENCH_DATABASE_URL) {
    const name = `nikat_bench_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(process.env.BENCH_DATABASE_URL);
    u.pathname = `/${name}`;
    url = u.toString();
    cleanup = async () => {
      const c = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
      await c.connect();
      await c.query(`drop database ${name} with (force)`);
      await c.end();
    };
  } else {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-bench-"));
    await fs.chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(dir, "pg"));
    url = embedded.connectionString;
    cleanup = async () => {
      await embedded.stop();
      await fs.rm(dir, { recursive: true, force: true });
    };
  }
  const db = createDb(url, { max: 2, log: (event) => (databaseMs += event.queryDurationMillis) });
  await migrateToLatest(db);
  await loadReferenceData(db);
  return {
    db,
    close: async () => {
      await db.destroy();
      await cleanup();
    },
  };
}

/** Milliseconds the bench database has spent answering queries, as the client saw them (sent to answer read). */
let databaseMs = 0;

export type Timings = { p50: number; p95: number; max: number; database: { p50: number; p95: number } };

/**
 * Runs `fn` `runs` times after a warm-up: p50, p95 and max of each whole call in milliseconds, and p50 and p95 of the
 * part of each call spent waiting for its queries (the rest is the Node work: building cards, sorting).
 */
export async function timeRuns(runs: number, fn: (i: number) => Promise<unknown>): Promise<Timings> {
  for (let i = 0; i < 20; i += 1) await fn(i + 10_000);
  const times: number[] = [];
  const inDatabase: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const databaseBefore = databaseMs;
    await fn(i);
    times.push(performance.now() - started);
    inDatabase.push(databaseMs - databaseBefore);
  }
  const at = (values: number[], p: number) => values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;
  return { p50: at(times, 0.5), p95: at(times, 0.95), max: at(times, 1), database: { p50: at(inDatabase, 0.5), p95: at(inDatabase, 0.95) } };
}
