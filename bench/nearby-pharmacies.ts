// Budget: nearby pharmacies at 50,000 pharmacies, p95 <= 10 ms in any order, with index use shown by EXPLAIN
// (ARCHITECTURE.md §11). Builds a fresh database (BENCH_DATABASE_URL's server, or an embedded PostgreSQL in a temp
// folder), generates `--scale` demo data (1,000 → 50,000 pharmacies, 50,000 labs, 5,000 hospitals) and times
// findPharmaciesNear in each order, a name search and the pinned hospitals from random West Bengal points.
// Usage: npx tsx bench/nearby-pharmacies.ts [--scale 1000] [--runs 300]
import { parseArgs } from "node:util";
import { sql } from "kysely";
import type { Point } from "../core/geo/distance";
import { findPharmaciesNear, PHARMACY_CANDIDATES } from "../core/pharmacy/find-pharmacies-near";
import { findPinnedHospitals } from "../core/pharmacy/find-pinned-hospitals";
import { PHARMACY_SORTS } from "../core/pharmacy/pharmacy-sort";
import { countsForScale, generateScale } from "../seed/generate-scale";
import { openBenchDatabase, timeRuns } from "./bench-database";
import { uncachedReferenceReads } from "../core/reference-reads/reference-reads";

const { values } = parseArgs({ options: { scale: { type: "string", default: "1000" }, runs: { type: "string", default: "300" } } });
const scale = Number(values.scale);
const runs = Number(values.runs);

const { db, close } = await openBenchDatabase();
try {
  const counts = { ...countsForScale(scale), doctors: 0, chambers: 0, patients: 0, sampleRequests: 0 };
  const started = performance.now();
  await generateScale(db, counts);
  await sql`analyze`.execute(db);
  console.log(`generated ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const points = await sql<Point>`select lat, lon from pincodes where state = 'West Bengal' order by pincode`.execute(db);
  const pick = (i: number) => points.rows[(i * 7919) % points.rows.length]!;
  const now = new Date();

  const time = async (label: string, run: (point: Point) => Promise<unknown>) => {
    const { p50, p95, max } = await timeRuns(runs, (i) => run(pick(i + 100)));
    console.log(`${label}, ${runs} random West Bengal points: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${max.toFixed(2)} ms`);
  };

  for (const sort of PHARMACY_SORTS) await time(`nearby pharmacies by ${sort}`, (point) => findPharmaciesNear(uncachedReferenceReads(db), { point, sort, now }));
  await time("pharmacies named 'sebayan' (1 in 7), nearest first", (point) => findPharmaciesNear(uncachedReferenceReads(db), { point, sort: "distance", now, name: "sebayan" }));
  await time("pharmacies named 'annapurna' (none), nearest first", (point) => findPharmaciesNear(uncachedReferenceReads(db), { point, sort: "distance", now, name: "annapurna" }));
  await time("pinned hospitals (100), nearest first", (from) => findPinnedHospitals(uncachedReferenceReads(db), { from, now }));

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
  await close();
}
