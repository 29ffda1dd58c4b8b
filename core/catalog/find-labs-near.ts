import type { Db } from "../../db/client";
import { boundingBox, distanceKm, type Point } from "../geo/distance";

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

const RADII_KM = [5, 15, 40, 100, 250];

/**
 * Labs nearest a point, nearest first. The search widens ring by ring through an index range scan on
 * (type, lat, lon) until it has enough labs, so it never reads the whole table.
 */
export async function findLabsNear(db: Db, options: { point: Point; limit?: number; testId?: number }): Promise<NearbyLab[]> {
  const limit = options.limit ?? 24;
  for (const [index, km] of RADII_KM.entries()) {
    const box = boundingBox(options.point, km);
    let query = db
      .selectFrom("hospitals as h")
      .select(["h.id", "h.slug", "h.name", "h.address", "h.city", "h.phone", "h.test_time", "h.lat", "h.lon"])
      .where("h.type", "=", "Lab")
      .where("h.status", "=", "Active")
      .where("h.lat", ">=", box.minLat)
      .where("h.lat", "<=", box.maxLat)
      .where("h.lon", ">=", box.minLon)
      .where("h.lon", "<=", box.maxLon);
    if (options.testId !== undefined) {
      query = query.innerJoin("lab_tests as lt", (join) => join.onRef("lt.lab_id", "=", "h.id").on("lt.test_id", "=", options.testId!)).select("lt.price_paise");
    }
    const rows = await query.limit(2_000).execute();
    const labs = rows
      .filter((row): row is typeof row & { lat: number; lon: number } => row.lat !== null && row.lon !== null)
      .map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        address: row.address,
        city: row.city,
        phone: row.phone,
        testTime: row.test_time,
        lat: row.lat,
        lon: row.lon,
        distanceKm: distanceKm(options.point, row),
        pricePaise: "price_paise" in row ? (row.price_paise as number) : null,
      }))
      .filter((lab) => lab.distanceKm <= km)
      .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
    if (labs.length >= limit || index === RADII_KM.length - 1) return labs.slice(0, limit);
  }
  return [];
}
