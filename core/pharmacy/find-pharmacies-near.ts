import { sql } from "kysely";
import type { ReferenceReads } from "../reference-reads/reference-reads";
import type { Point } from "../geo/distance";
import { sortPharmacies, type PharmacySort } from "./pharmacy-sort";
import { PLACE_CARD_COLUMNS, placeCardOf, type PlaceCard } from "./place-card";

/** How many of the nearest pharmacies any order chooses from. */
export const PHARMACY_CANDIDATES = 200;
/** Sorting by rating or name among shops an hour's ride away would put them above the one round the corner. */
export const NEARBY_PHARMACY_KM = 30;
/** A village with fewer shops within reach than this still sees the nearest ones, however far. */
export const MIN_NEARBY_PHARMACIES = 12;

/** `%`, `_` and `\` typed in a name are letters, not LIKE patterns. */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Pharmacies near a point in the chosen order. The database walks the GiST point index outwards
 * (ORDER BY point <-> point LIMIT n) and stops after the nearest 200, so every order costs the same at
 * 50,000 pharmacies; that candidate set is then cut to those within reach and sorted here.
 * With a name, only pharmacies whose name holds it (trigram index on lower(name)), however far.
 */
export async function findPharmaciesNear(reads: ReferenceReads, options: { point: Point; sort: PharmacySort; now: Date; name?: string | null }): Promise<PlaceCard[]> {
  const { point, name } = options;
  let query = reads.db
    .selectFrom("hospitals")
    .select(PLACE_CARD_COLUMNS)
    .where("type", "=", "Pharmacy")
    .where("status", "=", "Active")
    .where("lat", "is not", null)
    .where("lon", "is not", null);
  if (name) query = query.where(sql<boolean>`lower(name) like ${likeText(name)}`);
  const rows = await reads.rows(query.orderBy(sql`point(lon, lat) <-> point(${point.lon}, ${point.lat})`).limit(PHARMACY_CANDIDATES));

  const cards = rows.map((row) => placeCardOf(row, point, options.now));
  const nearest = sortPharmacies(cards, "distance");
  const withinReach = name ? nearest : nearest.filter((card, index) => index < MIN_NEARBY_PHARMACIES || (card.distanceKm ?? Infinity) <= NEARBY_PHARMACY_KM);
  return options.sort === "distance" ? withinReach : sortPharmacies(withinReach, options.sort);
}
