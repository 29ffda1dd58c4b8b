import { sql } from "kysely";
import type { ReferenceReads } from "../reference-reads/reference-reads";
import type { Point } from "../geo/distance";
import { sortPharmacies } from "./pharmacy-sort";
import { PLACE_CARD_COLUMNS, placeCardOf, type PlaceCard } from "./place-card";

/** Spec 001 §9: the hospitals block lists 100 at most. */
export const PINNED_HOSPITALS_LIMIT = 100;

/**
 * The hospitals block (spec 001 §2.6, §7: type Hospital, pin true, limit 100): nearest first from the
 * visitor's place, walking the GiST point index; without a place, best rated first, with no distance.
 */
export async function findPinnedHospitals(reads: ReferenceReads, options: { from: Point | null; now: Date; limit?: number }): Promise<PlaceCard[]> {
  const { from } = options;
  let query = reads.db
    .selectFrom("hospitals")
    .select(PLACE_CARD_COLUMNS)
    .where("type", "=", "Hospital")
    .where("pin", "=", true)
    .where("status", "=", "Active")
    .limit(options.limit ?? PINNED_HOSPITALS_LIMIT);
  query = from
    ? query.where("lat", "is not", null).where("lon", "is not", null).orderBy(sql`point(lon, lat) <-> point(${from.lon}, ${from.lat})`)
    : query.orderBy(sql`rating desc nulls last`).orderBy("rated_by", "desc").orderBy("id");
  const cards = (await reads.rows(query)).map((row) => placeCardOf(row, from, options.now));
  return from ? sortPharmacies(cards, "distance") : cards;
}
