import { sql } from "kysely";
import type { ReferenceReads } from "../reference-reads/reference-reads";
import type { Point } from "../geo/distance";

/**
 * Ids of the doctors whose active chambers are nearest the point, nearest first, optionally of one speciality.
 * The database walks the chambers' GiST point index outwards and stops after a few rows per doctor wanted.
 */
export async function findDoctorIdsNear(reads: ReferenceReads, options: { point: Point; limit: number; speciality?: string }): Promise<number[]> {
  const { lat, lon } = options.point;
  let query = reads.db
    .selectFrom("chambers as c")
    .innerJoin("doctors as d", "d.id", "c.did")
    .select("c.did")
    .where("c.status", "=", "Active")
    .where("c.lat", "is not", null)
    .where("c.lon", "is not", null)
    .where("d.status", "=", "Active");
  // On the chamber's copy: the (speciality, point) index then walks that speciality's chambers only.
  if (options.speciality !== undefined) query = query.where("c.speciality", "=", options.speciality);
  // A doctor has a chamber or two close together; three rows per doctor wanted leave room for that.
  const rows = await reads.rows(query.orderBy(sql`point(c.lon, c.lat) <-> point(${lon}, ${lat})`).limit(options.limit * 3));
  return [...new Set(rows.map((row) => row.did))].slice(0, options.limit);
}

/** Ids of active doctors with an active chamber at this pincode (spec 001 §7 'Doctors with chambers'). */
export async function findDoctorIdsAtPincode(reads: ReferenceReads, options: { pincode: string; limit: number }): Promise<number[]> {
  const query = reads.db
    .selectFrom("chambers as c")
    .innerJoin("doctors as d", "d.id", "c.did")
    .select("c.did")
    .distinct()
    .where("c.status", "=", "Active")
    .where("c.pincode", "=", options.pincode)
    .where("d.status", "=", "Active")
    .limit(options.limit);
  const rows = await reads.rows(query);
  return rows.map((row) => row.did);
}

/** Best-rated active doctors with an active chamber: what to show before a place is chosen. */
export async function findBestRatedDoctorIds(reads: ReferenceReads, options: { limit: number; speciality?: string }): Promise<number[]> {
  let query = reads.db
    .selectFrom("doctors as d")
    .select("d.id")
    .where("d.status", "=", "Active")
    .where((eb) => eb.exists(eb.selectFrom("chambers as c").select("c.id").whereRef("c.did", "=", "d.id").where("c.status", "=", "Active")));
  if (options.speciality !== undefined) query = query.where("d.speciality", "=", options.speciality);
  const rows = await reads.rows(query.orderBy(sql`d.rating desc nulls last`).orderBy("d.rating_by", "desc").limit(options.limit));
  return rows.map((row) => row.id);
}
