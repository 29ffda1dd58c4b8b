import { sql } from "kysely";
import type { Db } from "../../db/client";
import { boundingBox, distanceKm, type Point } from "./distance";
import { isValidPincode } from "./pincode";

/** Spec 000 §3: a pincode lookup result item. */
export type PincodePlace = {
  pincode: string;
  lat: number;
  lon: number;
  /** The most common place name under the pincode. */
  address: string;
  city: string;
  district: string;
  state: string;
  country: "India";
};

type Row = { pincode: string; places: string; sub_district: string | null; district: string; state: string; lat: number; lon: number };

function toPlace(row: Row): PincodePlace {
  const place = row.places.split("|")[0] ?? row.district;
  return {
    pincode: row.pincode,
    lat: row.lat,
    lon: row.lon,
    address: place,
    city: row.sub_district || row.district,
    district: row.district,
    state: row.state,
    country: "India",
  };
}

export async function findPincode(db: Db, pincode: string): Promise<PincodePlace | null> {
  if (!isValidPincode(pincode)) return null;
  const row = await db.selectFrom("pincodes").selectAll().where("pincode", "=", pincode).executeTakeFirst();
  return row ? toPlace(row) : null;
}

/** The pincode whose centre is nearest to a point (device location), searching outwards; null far outside India. */
export async function nearestPincode(db: Db, point: Point): Promise<PincodePlace | null> {
  for (const km of [5, 25, 100]) {
    const box = boundingBox(point, km);
    const rows = await db
      .selectFrom("pincodes")
      .selectAll()
      .where("lat", ">=", box.minLat)
      .where("lat", "<=", box.maxLat)
      .where("lon", ">=", box.minLon)
      .where("lon", "<=", box.maxLon)
      .limit(500)
      .execute();
    if (rows.length === 0) continue;
    rows.sort((a, b) => distanceKm(point, a) - distanceKm(point, b));
    return toPlace(rows[0]!);
  }
  return null;
}

/**
 * Places whose names look like the words (typos tolerated), best first: towns (sub-district or district
 * names) before villages, and West Bengal, where Nikat works first, before other states.
 */
export async function searchPlaces(db: Db, words: string, limit = 5): Promise<PincodePlace[]> {
  const text = words.trim().toLowerCase();
  if (text.length < 2) return [];
  const haystack = sql<string>`lower(places || ' ' || coalesce(sub_district, '') || ' ' || district)`;
  const town = sql<string>`lower(coalesce(sub_district, '') || ' ' || district)`;
  const rows = await db
    .selectFrom("pincodes")
    .selectAll()
    .where(sql<boolean>`${text} <% ${haystack}`)
    .orderBy(sql`round(word_similarity(${text}, ${haystack})::numeric, 1)`, "desc")
    .orderBy(sql`word_similarity(${text}, ${town})`, "desc")
    .orderBy(sql`state = 'West Bengal'`, "desc")
    .orderBy("pincode")
    .limit(limit)
    .execute();
  return rows.map(toPlace);
}
