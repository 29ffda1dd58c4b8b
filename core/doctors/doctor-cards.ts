import { sql } from "kysely";
import type { Db } from "../../db/client";
import type { Point } from "../geo/distance";
import { doctorCardOf, type ChamberRow, type DoctorCard } from "./doctor-card";

/** Cards for these doctors, in the order given: one query reads the doctors and their active chambers' hours. */
export async function doctorCards(db: Db, ids: readonly number[], options: { now: Date; from: Point | null }): Promise<DoctorCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("doctors as d")
    .select(["d.id", "d.name", "d.speciality", "d.degree", "d.hospital", "d.thumbnail", "d.rating", "d.rating_by"])
    .select(
      sql<ChamberRow[]>`coalesce((
        select json_agg(json_build_object('did', c.did, 'lat', c.lat, 'lon', c.lon, 'sunday', c.sunday, 'monday', c.monday, 'tuesday', c.tuesday,
          'wednesday', c.wednesday, 'thursday', c.thursday, 'friday', c.friday, 'saturday', c.saturday))
        from chambers c where c.did = d.id and c.status = 'Active'
      ), '[]'::json)`.as("chambers"),
    )
    .where("d.id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [doctorCardOf(row, row.chambers, options.now, options.from)] : [];
  });
}
