// Budget: nearby queries at 50,000 rows, p95 <= 10 ms, with index use shown by EXPLAIN (ARCHITECTURE.md §11).
// Builds a fresh database (BENCH_DATABASE_URL's server, or an embedded PostgreSQL in a temp folder), generates
// `--scale` demo data (1,000 → 50,000 labs, 50,000 pharmacies) and times findLabsNear from random West Bengal points.
// Usage: npx tsx bench/nearby-labs.ts [--scale 1000] [--runs 300]
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { findLabsNear } from "../core/catalog/find-labs-near";
import { countsForScale, generateScale } from "../seed/generate-scale";
import { openBenchDatabase } from "./bench-database";
import { uncachedReferenceReads } from "../core/reference-reads/reference-reads";

const { values } = parseArgs({ options: { scale: { type: "string", default: "1000" }, runs: { type: "string", default: "300" } } });
const scale = Number(values.scale);
const runs = Number(values.runs);

const { db, close } = await openBenchDatabase();
try {
  const counts = { ...countsForScale(scale), doctors: 0, chambers: 0, patients: 0, sampleRequests: 0 };
  let started = performance.now();
  await generateScale(db, counts);
  console.log(`generated ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const points = await sql<{ lat: number; lon: number }>`select lat, lon from pincodes where state = 'West Bengal' order by pincode`.execute(db);
  const pick = (i: number) => points.rows[(i * 7919) % points.rows.length]!;
  const test = await db.selectFrom("tests").select("id").where("slug", "=", "lipid-profile").executeTakeFirstOrThrow();

  for (const [label, testId] of [["any lab", undefined], ["labs doing the lipid profile", test.id]] as const) {
    for (let i = 0; i < 20; i += 1) await findLabsNear(uncachedReferenceReads(db), { point: pick(i), testId });
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      started = performance.now();
      await findLabsNear(uncachedReferenceReads(db), { point: pick(i + 100), limit: 24, testId });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
    console.log(`nearest 24 labs (${label}), ${runs} random West Bengal points: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1)!.toFixed(2)} ms`);
  }

  const from = pick(1);
  const plan = await sql<{ "QUERY PLAN": string }>`
    explain (analyze, buffers, costs off)
    select h.id from hospitals h join lab_tests lt on lt.lab_id = h.id and lt.test_id = ${test.id}
    where h.type = 'Lab' and h.status = 'Active' and h.lat is not null and h.lon is not null
    order by point(h.lon, h.lat) <-> point(${from.lon}, ${from.lat}) limit 24
  `.execute(db);
  console.log(`\nEXPLAIN of the nearest 24 labs doing the lipid profile:\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
} finally {
  await close();
}
