import { sql } from "kysely";
import type { Db } from "../../db/client";
import type { Point } from "../geo/distance";
import { doctorCards } from "./doctor-cards";
import type { DoctorCard } from "./doctor-card";
import { findBestRatedDoctorIds, findDoctorIdsNear } from "./find-doctors-near";
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
 * A query that names a speciality ("heart", "cardiolgy") lists that speciality nearest first; the rest is a
 * trigram word-similarity search on the indexed search_text, best match first, nearest first among equals.
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
    const rows = await db
      .selectFrom("doctors")
      .select(["id", sql<number>`word_similarity(${text}, search_text)`.as("score")])
      .where("status", "=", "Active")
      .where(sql<boolean>`${text} <% search_text`)
      .orderBy("score", "desc")
      .orderBy(sql`rating desc nulls last`)
      .limit(limit * 2)
      .execute();
    for (const row of rows) if (!scores.has(row.id)) scores.set(row.id, Math.round(row.score * 10) / 10);
    ids = [...scores.keys()].slice(0, limit);
  }
  const cards = await doctorCards(db, ids, { now: options.now, from: options.point });
  const far = Number.POSITIVE_INFINITY;
  cards.sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || (a.distanceKm ?? far) - (b.distanceKm ?? far));
  return { speciality, doctors: cards };
}
