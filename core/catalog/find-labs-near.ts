import { sql } from "kysely";
import type { ReferenceReads } from "../reference-reads/reference-reads";
import { distanceKm, type Point } from "../geo/distance";

export type NearbyLab = {
  id: number;
  slug: string | null;
  name: string;
  address: string | null;
  city: string | null;
  phone: string | null;
  testTime: string | null;
  lat: number;
  lon: number;
  distanceKm: number;
  /** The lab's price for the asked test, when a test was asked. */
  pricePaise: number | null;
};

/** Beyond this a lab is no longer "near" for home collection. */
export const MAX_NEARBY_KM = 250;

/**
 * Labs nearest a point, nearest first. The database walks its GiST point index outwards
 * (ORDER BY point <-> point LIMIT n) and stops after n labs, so a dense city costs no more than a
 * village. Degrees are not kilometres, so the few rows found are put in exact great-circle order here.
 */
export async function findLabsNear(reads: ReferenceReads, options: { point: Point; limit?: number; testId?: number }): Promise<NearbyLab[]> {
  const limit = options.limit ?? 24;
  const { lat, lon } = options.point;
  let query = reads.db
    .selectFrom("hospitals as h")
    .select(["h.id", "h.slug", "h.name", "h.address", "h.city", "h.phone", "h.test_time", "h.lat", "h.lon"])
    .where("h.type", "=", "Lab")
    .where("h.lat", "is not", null)
    .where("h.lon", "is not", null)
    .where("h.status", "=", "Active");
  if (options.testId !== undefined) {
    query = query.innerJoin("lab_tests as lt", (join) => join.onRef("lt.lab_id", "=", "h.id").on("lt.test_id", "=", options.testId!)).select("lt.price_paise");
  }
  const rows = await reads.rows(query.orderBy(sql`point(h.lon, h.lat) <-> point(${lon}, ${lat})`).limit(limit));
  return rows
    .map((row) => {
      const at = { lat: row.lat as number, lon: row.lon as number };
      return {
        id: row.id,
        slug: row.slug,
        name: row.name,
        address: row.address,
        city: row.city,
        phone: row.phone,
        testTime: row.test_time,
        ...at,
        distanceKm: distanceKm(options.point, at),
        pricePaise: "price_paise" in row ? (row.price_paise as number) : null,
      };
    })
    .filter((lab) => lab.distanceKm <= MAX_NEARBY_KM)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
}
