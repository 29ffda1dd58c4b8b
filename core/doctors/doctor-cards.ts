import { sql } from "kysely";
import type { Db } from "../../db/client";
import type { Point } from "../geo/distance";
import { uncachedReferenceReads, type ReferenceReads } from "../reference-reads/reference-reads";
import { doctorCardOf, type ChamberRow, type DoctorCard, type DoctorRow } from "./doctor-card";

/** What a card is built from: the doctor and their active chambers' places and hours. */
export type CardRow = DoctorRow & { chambers: ChamberRow[] };

/**
 * The columns of a `CardRow`, for a statement that reads `doctors as d`: a search that ranks doctors can return their
 * cards in the same statement, instead of a second one reading the same doctors again.
 */
export const CARD_COLUMNS = sql`d.id, d.name, d.speciality, d.degree, d.hospital, d.thumbnail, d.rating, d.rating_by,
  coalesce((
    select json_agg(json_build_object('did', cc.did, 'lat', cc.lat, 'lon', cc.lon, 'sunday', cc.sunday, 'monday', cc.monday,
      'tuesday', cc.tuesday, 'wednesday', cc.wednesday, 'thursday', cc.thursday, 'friday', cc.friday, 'saturday', cc.saturday))
    from chambers cc where cc.did = d.id and cc.status = 'Active'
  ), '[]'::json) as chambers`;

/**
 * Cards for these doctors, in the order given. Rows already read (`loaded`) are used as they are; the others come from
 * one query that reads the doctors and their active chambers' hours.
 */
export async function doctorCards(
  db: Db,
  ids: readonly number[],
  options: { now: Date; from: Point | null },
  loaded: ReadonlyMap<number, CardRow> = new Map(),
): Promise<DoctorCard[]> {
  // The doctors a search or a place finds are not kept: only their question's own reader knows whether it may be.
  const read = await readCardRows(uncachedReferenceReads(db), ids.filter((id) => !loaded.has(id)));
  const byId = new Map([...loaded, ...read]);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [doctorCardOf(row, row.chambers, options.now, options.from)] : [];
  });
}

/** The card rows of these doctors, by id, in one query. */
export async function readCardRows(reads: ReferenceReads, ids: readonly number[]): Promise<ReadonlyMap<number, CardRow>> {
  if (ids.length === 0) return new Map();
  // In id order and once each, so the same doctors in another order ask the same question (decision 0020).
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const query = sql<CardRow>`select ${CARD_COLUMNS} from doctors d where d.id = any(${sorted}::bigint[])`;
  const rows = await reads.rows({ compile: () => query.compile(reads.db), execute: async () => (await query.execute(reads.db)).rows });
  return new Map(rows.map((row) => [row.id, row]));
}
