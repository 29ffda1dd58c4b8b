// Budget: top-doctors and doctor-search queries at 100,000 doctors and 200,000 chambers, p95 <= 10 ms, with
// index use shown by EXPLAIN (ARCHITECTURE.md §11, issue: doctors). Times each page's whole data (its statements and
// the cards built from them), from random West Bengal pincodes and without a place, with the part spent waiting for
// the database beside it.
// Usage: npx tsx bench/doctors.ts [--scale 1000] [--runs 300]   (BENCH_DATABASE_URL to use a PostgreSQL server)
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { findTopDoctors } from "../core/doctors/find-top-doctors";
import { findDoctorsBySpeciality, searchDoctors } from "../core/doctors/search-doctors";
import { specialityOf } from "../core/doctors/specialities";
import { countsForScale, generateScale } from "../seed/generate-scale";
import { openBenchDatabase, timeRuns, type Timings } from "./bench-database";
import { uncachedReferenceReads } from "../core/reference-reads/reference-reads";

const { values } = parseArgs({ options: { scale: { type: "string", default: "1000" }, runs: { type: "string", default: "300" } } });
const scale = Number(values.scale);
const runs = Number(values.runs);

const { db, close } = await openBenchDatabase();
try {
  const counts = { ...countsForScale(scale), labs: 0, patients: 0, sampleRequests: 0 };
  const started = performance.now();
  await generateScale(db, counts);
  console.log(`generated ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const places = (await sql<{ pincode: string; lat: number; lon: number }>`select pincode, lat, lon from pincodes where state = 'West Bengal' order by pincode`.execute(db)).rows;
  const pick = (i: number) => places[(i * 7919) % places.length]!;
  const now = new Date();
  const cardiology = specialityOf("cardiology")!;
  const queries = ["arindam sen", "sudpta ghosh", "seva sadan", "Nabajiban Hospital", "heart", "cardiolgy", "skin doctor", "MD", "mukherji", "Raiganj"];
  const report = (label: string, t: Timings) =>
    console.log(
      `${label}: p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, max ${t.max.toFixed(2)} ms` +
        ` (in the database: p50 ${t.database.p50.toFixed(2)} ms, p95 ${t.database.p95.toFixed(2)} ms)`,
    );

  report(`top doctors near you (pincode, widened to the nearest), ${runs} random pincodes`, await timeRuns(runs, (i) => {
    const p = pick(i);
    return findTopDoctors(uncachedReferenceReads(db), { place: { point: { lat: p.lat, lon: p.lon }, pincode: p.pincode }, now });
  }));
  report(`speciality page (Cardiology, nearest first), ${runs} random pincodes`, await timeRuns(runs, (i) => {
    const p = pick(i);
    return findDoctorsBySpeciality(db, { speciality: cardiology, point: { lat: p.lat, lon: p.lon }, now });
  }));
  report(`speciality page (Cardiology) without a place: best rated, ${runs} runs`, await timeRuns(runs, () =>
    findDoctorsBySpeciality(db, { speciality: cardiology, point: null, now })));
  report(`top doctors without a place: best rated, ${runs} runs`, await timeRuns(runs, () => findTopDoctors(uncachedReferenceReads(db), { place: null, now })));
  report(`search (${queries.length} queries: names, typos, hospitals, degree, everyday words), ${runs} runs`, await timeRuns(runs, (i) => {
    const p = pick(i);
    return searchDoctors(db, { query: queries[i % queries.length]!, point: { lat: p.lat, lon: p.lon }, now });
  }));

  report(`search without a place (the same ${queries.length} queries), ${runs} runs`, await timeRuns(runs, (i) =>
    searchDoctors(db, { query: queries[i % queries.length]!, point: null, now })));

  for (const query of queries) {
    report(`  search "${query}"`, await timeRuns(100, (i) => {
      const p = pick(i);
      return searchDoctors(db, { query, point: { lat: p.lat, lon: p.lon }, now });
    }));
  }
  for (const query of queries) {
    report(`  search "${query}" without a place`, await timeRuns(100, () => searchDoctors(db, { query, point: null, now })));
  }

  const from = pick(1);
  const explain = async (label: string, query: ReturnType<typeof sql>) => {
    const plan = await sql<{ "QUERY PLAN": string }>`explain (analyze, buffers, costs off) ${query}`.execute(db);
    console.log(`\nEXPLAIN ${label}:\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
  };
  await explain("chambers at a pincode", sql`
    select distinct c.did from chambers c join doctors d on d.id = c.did
    where c.status = 'Active' and c.pincode = ${from.pincode} and d.status = 'Active' limit 64`);
  await explain("nearest chambers of one speciality (Cardiology)", sql`
    select c.did from chambers c join doctors d on d.id = c.did
    where c.status = 'Active' and c.lat is not null and c.lon is not null and d.status = 'Active' and c.speciality = 'Cardiology'
    order by point(c.lon, c.lat) <-> point(${from.lon}, ${from.lat}) limit 72`);
  await explain("typed words to known words ('sudpta': not a known word, compared with the vocabulary; 'ghosh': one index lookup)", sql`
    select q.position, w.word from (select typed, position, typed || '%' as prefix from unnest(array['sudpta', 'ghosh']) with ordinality as t(typed, position)) q
    cross join lateral (
      (select word from doctor_words where word = q.typed and ndoc > 0)
      union all
      (select word from doctor_words where ndoc > 0 and (word % q.typed or word like q.prefix)
        and not exists (select from doctor_words known where known.word = q.typed and known.ndoc > 0)
        order by similarity(word, q.typed) desc limit 4)
    ) w`);
  await explain("chambers holding every word, nearest first ('sudipta' & 'ghosh')", sql`
    with matches as (
      select c.did, point(c.lon, c.lat) <-> point(${from.lon}, ${from.lat}) as distance from chambers c
      where c.status = 'Active' and c.lat is not null and c.lon is not null and c.search_vector @@ to_tsquery('simple', 'sudipta & ghosh')
      limit 1201
    )
    select did, min(distance) as distance, count(*) over () as total from matches group by did order by min(distance) limit 48`);
  const bestRatedHolders = (tsquery: string, scanned: number) => sql`
    with found as (
      select id, rating, rating_by from (
        select id, search_vector, rating, rating_by from doctors where status = 'Active'
        order by rating desc nulls last, rating_by desc limit ${scanned}
      ) best_rated
      where search_vector @@ to_tsquery('simple', ${tsquery})
      order by rating desc nulls last, rating_by desc limit 24
    )
    (select id from found)
    union all
    (select id from (
      select id, rating, rating_by from doctors h
      where status = 'Active' and search_vector @@ to_tsquery('simple', ${tsquery}) and not exists (select from found f where f.id = h.id)
      limit 240
    ) sampled order by rating desc nulls last, rating_by desc limit 24)
    limit 24`;
  await explain("the best rated doctors holding a common word, without a place ('md': found in the rating index, the sample never read)", bestRatedHolders("md", 48));
  await explain("the same for 'seva' & 'sadan', whose holders the generator rates below 4.9 (865 best rated read, then a sample of 240 holders)", bestRatedHolders("seva & sadan", 865));
  await explain("the nearest chambers' doctors holding a common word ('mukherjee', held by 1 doctor in 18: 864 chambers walked)", sql`
    select nc.did from (
      select c.did, c.search_vector, point(c.lon, c.lat) <-> point(${from.lon}, ${from.lat}) as distance from chambers c
      where c.status = 'Active' and c.lat is not null and c.lon is not null
      order by point(c.lon, c.lat) <-> point(${from.lon}, ${from.lat}) limit 864
    ) nc join doctors d on d.id = nc.did
    where nc.search_vector @@ to_tsquery('simple', 'mukherjee') and d.status = 'Active'
    order by nc.distance limit 72`);
} finally {
  await close();
}
