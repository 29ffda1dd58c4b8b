// Budget: nearby pharmacies at 50,000 pharmacies, p95 <= 10 ms in any order, with index use shown by EXPLAIN
// (ARCHITECTURE.md §11). Builds a fresh database (BENCH_DATABASE_URL's server, or an embedded PostgreSQL in a temp
// folder), generates `--scale` demo data (1,000 → 50,000 pharmacies, 50,000 labs, 5,000 hospitals) and times
// findPharmaciesNear in each order, a name search and the pinned hospitals from random West Bengal points.
// Usage: npx tsx bench/nearby-pharmacies.ts [--scale 1000] [--runs 300]
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import pg from "pg";
import { loadTestCatalogueIfEmpty } from "../core/catalog/load-test-catalogue";
import { loadSpecialitiesIfEmpty } from "../core/doctors/load-specialities";
import type { Point } from "../core/geo/distance";
import { loadPincodesIfEmpty } from "../core/geo/load-pincodes";
import { findPharmaciesNear, PHARMACY_CANDIDATES } from "../core/pharmacy/find-pharmacies-near";
import { findPinnedHospitals } from "../core/pharmacy/find-pinned-hospitals";
import { PHARMACY_SORTS } from "../core/pharmacy/pharmacy-sort";
import { createDb, migrateToLatest } from "../db/client";
import { startEmbeddedPostgres } from "../db/embedded-postgres";
import { countsForScale, generateScale } from "../db/seed/generate-scale";

const { values } = parseArgs({ options: { scale: { type: "string", default: "1000" }, runs: { type: "string", default: "300" } } });
const scale = Number(values.scale);
const runs = Number(values.runs);

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

const db = createDb(url, { max: 2 });
try {
  await migrateToLatest(db);
  await loadPincodesIfEmpty(db, path.resolve(import.meta.dirname, "../db/seed/data/in-pincodes.tsv.gz"));
  await loadTestCatalogueIfEmpty(db);
  await loadSpecialitiesIfEmpty(db);
  const counts = countsForScale(scale);
  let started = performance.now();
  await generateScale(db, counts);
  await sql`analyze`.execute(db);
  console.log(`generated ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const points = await sql<Point>`select lat, lon from pincodes where state = 'West Bengal' order by pincode`.execute(db);
  const pick = (i: number) => points.rows[(i * 7919) % points.rows.length]!;
  const now = new Date();

  const time = async (label: string, run: (point: Point) => Promise<unknown>) => {
    for (let i = 0; i < 20; i += 1) await run(pick(i));
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      started = performance.now();
      await run(pick(i + 100));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
    console.log(`${label}, ${runs} random West Bengal points: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1)!.toFixed(2)} ms`);
  };

  for (const sort of PHARMACY_SORTS) await time(`nearby pharmacies by ${sort}`, (point) => findPharmaciesNear(db, { point, sort, now }));
  await time("pharmacies named 'sebayan' (1 in 7), nearest first", (point) => findPharmaciesNear(db, { point, sort: "distance", now, name: "sebayan" }));
  await time("pharmacies named 'annapurna' (none), nearest first", (point) => findPharmaciesNear(db, { point, sort: "distance", now, name: "annapurna" }));
  await time("pinned hospitals (100), nearest first", (from) => findPinnedHospitals(db, { from, now }));

  const from = pick(1);
  const explain = async (title: string, query: ReturnType<typeof sql>) => {
    const plan = await sql<{ "QUERY PLAN": string }>`explain (analyze, buffers, costs off) ${query}`.execute(db);
    console.log(`\nEXPLAIN of ${title}:\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
  };
  await explain(
    `the nearest ${PHARMACY_CANDIDATES} pharmacies (every order sorts these)`,
    sql`select id, name, address, phone, map, rating, rated_by, is_open, open_time, close_time from hospitals
        where type = 'Pharmacy' and status = 'Active' and lat is not null and lon is not null
        order by point(lon, lat) <-> point(${from.lon}, ${from.lat}) limit ${PHARMACY_CANDIDATES}`,
  );
  for (const name of ["sebayan", "annapurna"]) {
    await explain(
      `pharmacies named '${name}', nearest first`,
      sql`select id from hospitals
          where type = 'Pharmacy' and status = 'Active' and lat is not null and lon is not null and lower(name) like ${`%${name}%`}
          order by point(lon, lat) <-> point(${from.lon}, ${from.lat}) limit ${PHARMACY_CANDIDATES}`,
    );
  }
} finally {
  await db.destroy();
  await cleanup();
}
