import type { Point } from "../geo/distance";
import { doctorCards, readCardRows } from "./doctor-cards";
import { shuffled } from "./shuffled";
import type { DoctorCard } from "./doctor-card";
import type { ReferenceReads } from "../reference-reads/reference-reads";
import { findBestRatedDoctorIds, findDoctorIdsAtPincode, findDoctorIdsNear } from "./find-doctors-near";

/** Spec 001 §9: the doctor grid shows 16 at most. */
export const TOP_DOCTORS_LIMIT = 16;

export type Place = { point: Point; pincode: string | null };

/**
 * 'Top Doctors Near You' (spec 001 §2.2, §7): doctors with an active chamber at the chosen pincode, widened to
 * the nearest chambers when the pincode has too few; shown in a varied order so every visit shows other faces first.
 * Without a chosen place: some of the best rated, best first.
 */
export async function findTopDoctors(
  reads: ReferenceReads,
  options: { place: Place | null; now: Date; limit?: number; random?: () => number },
): Promise<DoctorCard[]> {
  const limit = options.limit ?? TOP_DOCTORS_LIMIT;
  const random = options.random ?? Math.random;
  const { place } = options;
  // Every doctor this question could show: their rows are read together, so pages showing other faces (the order
  // and, without a place, the choice are drawn per page) share one recent read.
  let pool: number[];
  let ids: number[];
  if (!place) {
    pool = await findBestRatedDoctorIds(reads, { limit: limit * 2 });
    // The page says "Best-rated doctors": the faces drawn vary, their order is the rating's (the pool's).
    const drawn = new Set(shuffled(pool, random).slice(0, limit));
    ids = pool.filter((id) => drawn.has(id));
  } else {
    pool = place.pincode ? await findDoctorIdsAtPincode(reads, { pincode: place.pincode, limit: limit * 4 }) : [];
    ids = shuffled(pool, random).slice(0, limit);
    if (ids.length < limit) {
      const near = await findDoctorIdsNear(reads, { point: place.point, limit: limit * 2 });
      pool = [...pool, ...near];
      ids = [...ids, ...near.filter((id) => !ids.includes(id))].slice(0, limit);
    }
    ids = shuffled(ids, random);
  }
  return doctorCards(reads.db, ids, { now: options.now, from: place?.point ?? null }, await readCardRows(reads, pool));
}
