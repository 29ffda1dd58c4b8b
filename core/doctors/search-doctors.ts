import { sql } from "kysely";
import type { Db } from "../../db/client";
import type { Point } from "../geo/distance";
import { CARD_COLUMNS, doctorCards, type CardRow } from "./doctor-cards";
import type { DoctorCard } from "./doctor-card";
import { findBestRatedDoctorIds, findDoctorIdsNear } from "./find-doctors-near";
import { uncachedReferenceReads } from "../reference-reads/reference-reads";
import { closestWords, doctorWordsQuery, wordsScore, wordsTsquery, type DoctorWordsQuery } from "./match-doctor-words";
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
  // Not kept (decision 0020): a search's typed words make new questions at every visit, pushing out the shared ones.
  const reads = uncachedReferenceReads(db);
  const ids = options.point
    ? await findDoctorIdsNear(reads, { point: options.point, limit, speciality: options.speciality.name })
    : await findBestRatedDoctorIds(reads, { limit, speciality: options.speciality.name });
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

  let ids: number[] = [];
  // The speciality's doctors come first; text matches follow by score. Ties go to the nearer doctor.
  const scores = new Map<number, number>();
  const loaded = new Map<number, CardRow>();
  if (speciality) {
    const reads = uncachedReferenceReads(db);
    ids = options.point
      ? await findDoctorIdsNear(reads, { point: options.point, limit, speciality: speciality.name })
      : await findBestRatedDoctorIds(reads, { limit, speciality: speciality.name });
    for (const id of ids) scores.set(id, 2);
  }
  if (ids.length < limit && words.join(" ").length >= 2) {
    const ranked = await findDoctorIdsByWords(db, { words, point: options.point, limit });
    for (const { id, score, card } of ranked) {
      if (!scores.has(id)) scores.set(id, score);
      if (card) loaded.set(id, card);
    }
    ids = [...scores.keys()].slice(0, limit);
  }
  const cards = await doctorCards(db, ids, { now: options.now, from: options.point }, loaded);
  const far = Number.POSITIVE_INFINITY;
  cards.sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || (a.distanceKm ?? far) - (b.distanceKm ?? far));
  return { speciality, doctors: cards };
}

/** A doctor a text search found, how well their words match (0 to 1), and their card when the search read it. */
type Ranked = { id: number; score: number; card?: CardRow };

/** Up to about this many matching doctors are all read and ranked; more make a common word. */
const RANKED_MATCHES = 600;
/** Chambers read for a ranked search: a doctor has one or two. */
const RANKED_CHAMBERS = RANKED_MATCHES * 2;
/** The most of the nearest chambers a common word is looked for on. */
const NEAREST_CHAMBERS_SCANNED = 1_500;
/** A bounded walk for a common word (nearest chambers, best rated doctors) reads enough rows to meet the doctors wanted this many times over. */
const WALK_MARGIN = 2;

/** Rows a bounded walk reads for a common word: a word held by one doctor in k turns up about every k rows. */
function walkLength(words: DoctorWordsQuery, limit: number, most: number): number {
  const share = Math.min(1, words.estimate / words.doctors);
  return Math.min(most, Math.ceil((limit * WALK_MARGIN) / share));
}

/**
 * Doctors whose record holds every typed word (or the known word nearest it). When few doctors do, all of them are
 * ranked: best match first, nearest among equals (best rated without a place). A common word ("sen", "MD") lists
 * the nearest such doctors. Each step is an index lookup with a bound on the rows it reads.
 */
async function findDoctorIdsByWords(
  db: Db,
  options: { words: readonly string[]; point: Point | null; limit: number },
): Promise<Ranked[]> {
  const words = await doctorWordsQuery(db, options.words.filter((word) => word.length >= 2));
  if (!words) return [];
  // Words that go together more often than chance ("seva sadan") can match many more than estimated: then null.
  if (words.estimate <= RANKED_MATCHES && options.point) {
    const near = await rankMatchingChambers(db, words, options.point, options.limit);
    if (near && near.length >= options.limit) return near;
    if (near) {
      // Few on the map: doctors whose chambers have no location yet follow those that have one.
      const listed = new Set(near.map((doctor) => doctor.id));
      const all = (await rankMatchingDoctors(db, words, options.limit)) ?? [];
      return [...near, ...all.filter((doctor) => !listed.has(doctor.id))].slice(0, options.limit);
    }
  } else if (words.estimate <= RANKED_MATCHES) {
    const ranked = await rankMatchingDoctors(db, words, options.limit);
    if (ranked) return ranked;
  }
  return findCommonWordDoctorIds(db, words, options);
}

/** Every active chamber holding the words, its doctor's best match and nearest chamber first; null when too many. */
async function rankMatchingChambers(db: Db, words: DoctorWordsQuery, point: Point, limit: number): Promise<Ranked[] | null> {
  const rows = await sql<CardRow & { score: number; matched: number }>`
    with matches as (
      select c.did, ${wordsScore(words, sql`c.search_vector`)} as score, point(c.lon, c.lat) <-> point(${point.lon}, ${point.lat}) as distance
      from chambers c
      where c.status = 'Active' and c.lat is not null and c.lon is not null and c.search_vector @@ ${wordsTsquery(words)}
      limit ${RANKED_CHAMBERS + 1}
    ), ranked as (
      select did, max(score) as score, min(distance) as distance, sum(count(*)) over ()::int as matched
      from matches group by did
      order by round(max(score)::numeric, 1) desc, min(distance)
      limit ${limit * 2}
    )
    select r.score, r.matched, ${CARD_COLUMNS} from ranked r join doctors d on d.id = r.did
    where d.status = 'Active'
    order by round(r.score::numeric, 1) desc, r.distance
    limit ${limit}
  `.execute(db);
  if ((rows.rows[0]?.matched ?? 0) > RANKED_CHAMBERS) return null;
  return rows.rows.map(rankedWithCard);
}

/** Without a place: every active doctor holding the words, best match first, best rated among equals; null when too many. */
async function rankMatchingDoctors(db: Db, words: DoctorWordsQuery, limit: number): Promise<Ranked[] | null> {
  const rows = await sql<CardRow & { score: number; total: number }>`
    with matches as (
      select id, ${wordsScore(words, sql`search_vector`)} as score, rating, rating_by from doctors
      where status = 'Active' and search_vector @@ ${wordsTsquery(words)}
      limit ${RANKED_MATCHES + 1}
    ), best as (
      select id, score, rating, rating_by, count(*) over ()::int as total
      from matches
      order by round(score::numeric, 1) desc, rating desc nulls last, rating_by desc
      limit ${limit}
    )
    select b.score, b.total, ${CARD_COLUMNS} from best b join doctors d on d.id = b.id
    order by round(b.score::numeric, 1) desc, b.rating desc nulls last, b.rating_by desc
  `.execute(db);
  if ((rows.rows[0]?.total ?? 0) > RANKED_MATCHES) return null;
  return rows.rows.map(rankedWithCard);
}

/** Doctors holding common words: the nearest such doctors, or the best rated without a place. */
async function findCommonWordDoctorIds(db: Db, words: DoctorWordsQuery, options: { point: Point | null; limit: number }): Promise<Ranked[]> {
  if (options.point) {
    const near = await findNearestHolders(db, words, options.point, options.limit);
    if (near.length > 0) return near;
  }
  // Those holding the closest known words first: "chat" lists the Chatterjees before a Chapra hospital.
  const closest = closestWords(words);
  const best = await findBestRatedHolders(db, closest, options.limit);
  if (best.length >= options.limit || closest.candidates.every((options, at) => options.length === words.candidates[at]!.length)) return best;
  const listed = new Set(best.map((doctor) => doctor.id));
  const more = await findBestRatedHolders(db, words, options.limit);
  return [...best, ...more.filter((doctor) => !listed.has(doctor.id))].slice(0, options.limit);
}

/**
 * The doctors holding the words among the nearest chambers, best match first, nearest among equals: a bounded walk
 * of the point index outwards, long enough to meet the doctors wanted about twice over (a word held by one doctor
 * in k turns up about every k chambers), never longer than NEAREST_CHAMBERS_SCANNED.
 */
async function findNearestHolders(db: Db, words: DoctorWordsQuery, point: Point, limit: number): Promise<Ranked[]> {
  const scanned = walkLength(words, limit, NEAREST_CHAMBERS_SCANNED);
  // A doctor's chambers carry the doctor's words, so each holder's nearest chamber stands for the doctor.
  const rows = await sql<CardRow & { score: number }>`
    with holders as (
      select nc.did, min(nc.distance) as distance from (
        select c.did, c.search_vector, point(c.lon, c.lat) <-> point(${point.lon}, ${point.lat}) as distance
        from chambers c
        where c.status = 'Active' and c.lat is not null and c.lon is not null
        order by point(c.lon, c.lat) <-> point(${point.lon}, ${point.lat})
        limit ${scanned}
      ) nc
      where nc.search_vector @@ ${wordsTsquery(words)}
      group by nc.did
    )
    select ${wordsScore(words, sql`d.search_vector`)} as score, ${CARD_COLUMNS} from holders h join doctors d on d.id = h.did
    where d.status = 'Active'
    order by round(${wordsScore(words, sql`d.search_vector`)}::numeric, 1) desc, h.distance
    limit ${limit}
  `.execute(db);
  return rows.rows.map(rankedWithCard);
}

function rankedWithCard({ score, ...card }: CardRow & { score: number }): Ranked {
  return { id: card.id, score: Math.round(score * 10) / 10, card };
}

/** The most of the best rated doctors a common word is looked for on, before a sample of its holders is ranked instead. */
const BEST_RATED_SCANNED = 1_000;
/** How many of a common word's holders are read when too few of them are among the best rated doctors. */
const HOLDERS_SAMPLED = 240;

/**
 * Active doctors holding the words, best rated first, with their cards. The rating index is read for a bounded
 * stretch, long enough to meet the doctors wanted about twice over when the word's holders are spread over all
 * ratings. When a word's holders are mostly rated lower ("seva sadan", a chain of hospitals), the list is filled
 * with the best rated of a sample of HOLDERS_SAMPLED other holders, so no search reads the whole rating index.
 * The sample is read only when it is needed: the limit above the union stops before it otherwise.
 */
async function findBestRatedHolders(db: Db, words: DoctorWordsQuery, limit: number): Promise<Ranked[]> {
  const scanned = walkLength(words, limit, BEST_RATED_SCANNED);
  const rows = await sql<CardRow & { score: number }>`
    with found as (
      select id, rating, rating_by from (
        select id, search_vector, rating, rating_by from doctors
        where status = 'Active'
        order by rating desc nulls last, rating_by desc
        limit ${scanned}
      ) best_rated
      where search_vector @@ ${wordsTsquery(words)}
      order by rating desc nulls last, rating_by desc
      limit ${limit}
    ), listed as (
      (select 0 as part, id, rating, rating_by from found)
      union all
      (select 1, id, rating, rating_by from (
        select id, rating, rating_by from doctors h
        where status = 'Active' and search_vector @@ ${wordsTsquery(words)} and not exists (select from found f where f.id = h.id)
        limit ${HOLDERS_SAMPLED}
      ) sampled order by rating desc nulls last, rating_by desc limit ${limit})
      limit ${limit}
    )
    select ${wordsScore(words, sql`d.search_vector`)} as score, ${CARD_COLUMNS} from listed l join doctors d on d.id = l.id
    order by l.part, l.rating desc nulls last, l.rating_by desc
  `.execute(db);
  return rows.rows.map(rankedWithCard);
}

