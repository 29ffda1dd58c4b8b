import { sql } from "kysely";
import type { Db } from "../../db/client";
import { readRows, type Recall } from "../reference-data/reference-reads";
import type { Point } from "../geo/distance";

/**
 * Ids of the doctors whose active chambers are nearest the point, nearest first, optionally of one speciality.
 * The database walks the chambers' GiST point index outwards and stops after a few rows per doctor wanted.
 */
export async function findDoctorIdsNear(db: Db, options: { point: Point; limit: number; speciality?: string; recall?: Recall }): Promise<number[]> {
  const { lat, lon } = options.point;
  let query = db
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
  const rows = await readRows(query.orderBy(sql`point(c.lon, c.lat) <-> point(${lon}, ${lat})`).limit(options.limit * 3), options.recall);
  return [...new Set(rows.map((row) => row.did))].slice(0, options.limit);
}

/** Ids of active doctors with an active chamber at this pincode (spec 001 §7 'Doctors with chambers'). */
export async function findDoctorIdsAtPincode(db: Db, options: { pincode: string; limit: number; recall?: Recall }): Promise<number[]> {
  const query = db
    .selectFrom("chambers as c")
    .innerJoin("doctors as d", "d.id", "c.did")
    .select("c.did")
    .distinct()
    .where("c.status", "=", "Active")
    .where("c.pincode", "=", options.pincode)
    .where("d.status", "=", "Active")
    .limit(options.limit);
  const rows = await readRows(query, options.recall);
  return rows.map((row) => row.did);
}

/** Best-rated active doctors with an active chamber: what to show before a place is chosen. */
export async function findBestRatedDoctorIds(db: Db, options: { limit: number; speciality?: string; recall?: Recall }): Promise<number[]> {
  let query = db
    .selectFrom("doctors as d")
    .select("d.id")
    .where("d.status", "=", "Active")
    .where((eb) => eb.exists(eb.selectFrom("chambers as c").select("c.id").whereRef("c.did", "=", "d.id").where("c.status", "=", "Active")));
  if (options.speciality !== undefined) query = query.where("d.speciality", "=", options.speciality);
  const rows = await readRows(query.orderBy(sql`d.rating desc nulls last`).orderBy("d.rating_by", "desc").limit(options.limit), options.recall);
  return rows.map((row) => row.id);
}
