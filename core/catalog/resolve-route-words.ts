import { sql } from "kysely";
import type { Db } from "../../db/client";
import { AREAS } from "../geo/areas";
import type { Point } from "../geo/distance";
import { searchPlaces } from "../geo/pincode-lookup";
import { findCatalogueTest, testLookupKey } from "./test-catalogue";

export type ResolvedPlace = { name: string; point: Point; isArea: boolean };
export type ResolvedTest = { id: number; slug: string; name: string; pricePaise: number; fastingHours: number; turnaroundHours: number; sampleType: string };
export type ResolvedLab = { id: number; slug: string; name: string; city: string | null; point: Point | null };

/** URL words as people write them: "Dakshin%20Dinajpur", "dakshin-dinajpur", "lipid_profile". */
export function wordsOf(segment: string): string {
  return segment.replace(/[-_+]+/g, " ").replace(/\s+/g, " ").trim();
}

/** Words that cannot name a place, test or lab (symbols, very long): the route is simply not ours. */
export function isPlausibleWord(segment: string): boolean {
  const words = wordsOf(segment);
  return words.length >= 2 && words.length <= 60 && /^[\p{L}\p{M}\p{N} .&()']+$/u.test(words);
}

const key = (text: string) => text.toLowerCase().replace(/[\s\-_.,'()&]+/g, "");

/** {ct}: one of the 27 areas, a city with labs, or a place in the pincode table (typos tolerated). */
export async function resolvePlace(db: Db, segment: string): Promise<ResolvedPlace | null> {
  const words = wordsOf(segment);
  const area = AREAS.find((a) => key(a.name) === key(words));
  if (area) return { name: area.name, point: { lat: area.lat, lon: area.lon }, isArea: true };

  const labCity = await db
    .selectFrom("hospitals")
    .select((eb) => ["city", eb.fn.avg<number>("lat").as("lat"), eb.fn.avg<number>("lon").as("lon")])
    .where(sql<boolean>`lower(city) = ${words.toLowerCase()}`)
    .where("lat", "is not", null)
    .groupBy("city")
    .executeTakeFirst();
  if (labCity?.city) return { name: labCity.city, point: { lat: Number(labCity.lat), lon: Number(labCity.lon) }, isArea: false };

  const [best] = await searchPlaces(db, words, 1);
  if (best && [best.city, best.district, best.address].some((name) => key(name) === key(words))) {
    return { name: best.city === best.address ? best.city : best.address, point: { lat: best.lat, lon: best.lon }, isArea: false };
  }
  return null;
}

/** Nearest matches for a place word that did not resolve: areas first, then towns from the pincode table. */
export async function suggestPlaces(db: Db, segment: string): Promise<string[]> {
  const words = wordsOf(segment).toLowerCase();
  const areas = AREAS.map((a) => a.name).filter((name) => similarity(name.toLowerCase(), words) >= 0.4);
  const towns = (await searchPlaces(db, words, 5)).map((place) => place.city);
  return [...new Set([...areas, ...towns])].slice(0, 6);
}

/** {ty}: a test by slug or by the words people use for it ("sugar", "t3 t4 tsh"). */
export async function resolveTest(db: Db, segment: string): Promise<ResolvedTest | null> {
  const known = findCatalogueTest(wordsOf(segment));
  const slug = known?.slug ?? testLookupKey(segment).replace(/\s+/g, "-");
  const row = await db
    .selectFrom("tests")
    .select(["id", "slug", "name", "price_paise", "fasting_hours", "turnaround_hours", "sample_type"])
    .where("slug", "=", slug)
    .where("active", "=", true)
    .executeTakeFirst();
  return row
    ? { id: row.id, slug: row.slug, name: row.name, pricePaise: row.price_paise, fastingHours: row.fasting_hours, turnaroundHours: row.turnaround_hours, sampleType: row.sample_type }
    : null;
}

/** Nearest matching tests for a test word that did not resolve. */
export async function suggestTests(db: Db, segment: string): Promise<{ slug: string; name: string }[]> {
  const words = wordsOf(segment).toLowerCase();
  const text = sql<string>`lower(name || ' ' || aliases || ' ' || slug)`;
  return db
    .selectFrom("tests")
    .select(["slug", "name"])
    .where("active", "=", true)
    .where(sql<boolean>`word_similarity(${words}, ${text}) >= 0.3`)
    .orderBy(sql`word_similarity(${words}, ${text})`, "desc")
    .limit(5)
    .execute();
}

/** {cent}: a lab by its slug. */
export async function resolveLab(db: Db, segment: string): Promise<ResolvedLab | null> {
  const row = await db
    .selectFrom("hospitals")
    .select(["id", "slug", "name", "city", "lat", "lon"])
    .where("type", "=", "Lab")
    .where("slug", "=", segment.toLowerCase())
    .executeTakeFirst();
  if (!row?.slug) return null;
  return { id: row.id, slug: row.slug, name: row.name, city: row.city, point: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null };
}

/** Dice coefficient on letter pairs: enough to rank 27 area names against a misspelling. */
export function similarity(a: string, b: string): number {
  const pairs = (s: string) => {
    const out: string[] = [];
    for (let i = 0; i < s.length - 1; i += 1) out.push(s.slice(i, i + 2));
    return out;
  };
  const x = pairs(a);
  const y = pairs(b);
  if (x.length === 0 || y.length === 0) return a === b ? 1 : 0;
  const pool = [...y];
  let shared = 0;
  for (const pair of x) {
    const at = pool.indexOf(pair);
    if (at >= 0) {
      shared += 1;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (x.length + y.length);
}
