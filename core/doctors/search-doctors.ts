import { sql, type RawBuilder } from "kysely";
import type { Db } from "../../db/client";
import type { Point } from "../geo/distance";
import { doctorCards } from "./doctor-cards";
import type { DoctorCard } from "./doctor-card";
import { findBestRatedDoctorIds, findDoctorIdsNear } from "./find-doctors-near";
import { doctorWordsQuery } from "./match-doctor-words";
import { matchSpeciality, normaliseQuery } from "./match-speciality";
import type { Speciality } from "./specialities";

/** How many doctors a search or speciality page lists. */
export const DOCTOR_LIST_LIMIT = 24;

/** Words every doctor's record would match; they say nothing about which doctor is wanted. */
const NOISE = new Set(["dr", "doctor", "doctors", "near", "me", "in", "at", "the", "a", "of", "for", "डॉक्टर", "डॉ", "ডাক্তার", "ডাঃ"]);

export type DoctorSearch = { speciality: Speciality | null; doctors: DoctorCard[] };

/** Spec 001 §2.5 '/speciality/{specaility}': doctors of one speciality, nearest the place first (best rated without one). */
export async function findDoctorsBySpeciality(db: Db, options: { speciality: Speciality; point: Point | null; now: Date; limit?: number }): Promise<DoctorCard[]> {
  const limit = options.limit ?? DOCTOR_LIST_LIMIT;
  const ids = options.point
    ? await findDoctorIdsNear(db, { point: options.point, limit, speciality: options.speciality.name })
    : await findBestRatedDoctorIds(db, { limit, speciality: options.speciality.name });
  return doctorCards(db, ids, { now: options.now, from: options.point });
}

/**
 * Spec 001 §2.5 '/search/{query}': name, speciality, hospital and degree, tolerant of case and small typos.
 * A query that names a speciality ("heart", "cardiolgy") lists that speciality nearest first; then doctors whose
 * record holds every typed word (typos mended through the known words), best match first, nearest among equals.
 */
export async function searchDoctors(db: Db, options: { query: string; point: Point | null; now: Date; limit?: number }): Promise<DoctorSearch> {
  const limit = options.limit ?? DOCTOR_LIST_LIMIT;
  const speciality = matchSpeciality(options.query);
  const words = normaliseQuery(options.query)
    .split(" ")
    .filter((word) => word && !NOISE.has(word));
  const text = words.join(" ");

  let ids: number[] = [];
  // The speciality's doctors come first; text matches follow by score. Ties go to the nearer doctor.
  const scores = new Map<number, number>();
  if (speciality) {
    ids = options.point
      ? await findDoctorIdsNear(db, { point: options.point, limit, speciality: speciality.name })
      : await findBestRatedDoctorIds(db, { limit, speciality: speciality.name });
    for (const id of ids) scores.set(id, 2);
  }
  if (ids.length < limit && text.length >= 2) {
    const ranked = await findDoctorIdsByWords(db, { words, text, point: options.point, limit });
    for (const { id, score } of ranked) if (!scores.has(id)) scores.set(id, score);
    ids = [...scores.keys()].slice(0, limit);
  }
  const cards = await doctorCards(db, ids, { now: options.now, from: options.point });
  const far = Number.POSITIVE_INFINITY;
  cards.sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || (a.distanceKm ?? far) - (b.distanceKm ?? far));
  return { speciality, doctors: cards };
}

/** Up to this many matches are ranked by similarity and distance; more than that is a common word. */
const RANKED_MATCHES = 300;
/** A common word is looked for on this many of the nearest chambers. */
const NEAREST_CHAMBERS_SCANNED = 1_500;

/**
 * Doctors whose record holds every typed word (or the known word nearest it). A rare match is ranked by how
 * closely the whole record matches the text; a common one ("sen", "MD") lists the nearest such doctors, or the
 * best rated without a place. Each step is an index lookup with a bound on the rows it reads.
 */
async function findDoctorIdsByWords(
  db: Db,
  options: { words: readonly string[]; text: string; point: Point | null; limit: number },
): Promise<{ id: number; score: number }[]> {
  const words = await doctorWordsQuery(db, options.words.filter((word) => word.length >= 2));
  if (!words) return [];
  const tsquery = sql`to_tsquery('simple', ${words.query})`;
  // A common word would make the index build a bitmap of thousands of doctors; go straight to the nearest ones.
  if (words.estimate > RANKED_MATCHES * 3) return findCommonWordDoctorIds(db, tsquery, options);
  // One round trip: the matches (at most one more than we rank), ranked, and whether there were more.
  const ranked = await sql<{ id: number; score: number; total: number }>`
    with matches as (
      select id, search_text, rating from doctors
      where status = 'Active' and search_vector @@ ${tsquery}
      limit ${RANKED_MATCHES + 1}
    )
    select id, word_similarity(${options.text}, search_text) as score, count(*) over ()::int as total
    from matches
    order by score desc, rating desc nulls last
    limit ${options.limit}
  `.execute(db);
  const total = ranked.rows[0]?.total ?? 0;
  if (total === 0) return [];
  if (total <= RANKED_MATCHES) return ranked.rows.map((row) => ({ id: row.id, score: Math.round(row.score * 10) / 10 }));
  return findCommonWordDoctorIds(db, tsquery, options);
}

/** Doctors holding common words: the nearest such doctors, or the best rated without a place. */
async function findCommonWordDoctorIds(db: Db, tsquery: RawBuilder<unknown>, options: { point: Point | null; limit: number }): Promise<{ id: number; score: number }[]> {
  if (options.point) {
    // Common words: among the nearest chambers (a bounded walk of the point index) some soon hold them.
    const { lat, lon } = options.point;
    const rows = await sql<{ did: number }>`
      select nc.did from (
        select c.did, c.search_vector, point(c.lon, c.lat) <-> point(${lon}, ${lat}) as distance
        from chambers c
        where c.status = 'Active' and c.lat is not null and c.lon is not null
        order by point(c.lon, c.lat) <-> point(${lon}, ${lat})
        limit ${NEAREST_CHAMBERS_SCANNED}
      ) nc
      join doctors d on d.id = nc.did
      where nc.search_vector @@ ${tsquery} and d.status = 'Active'
      order by nc.distance
      limit ${options.limit * 3}
    `.execute(db);
    const near = [...new Set(rows.rows.map((row) => row.did))].slice(0, options.limit);
    if (near.length > 0) return near.map((id) => ({ id, score: 1 }));
  }
  const rows = await db
    .selectFrom("doctors")
    .select("id")
    .where("status", "=", "Active")
    .where(sql<boolean>`search_vector @@ ${tsquery}`)
    .orderBy(sql`rating desc nulls last`)
    .orderBy("rating_by", "desc")
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({ id: row.id, score: 1 }));
}
