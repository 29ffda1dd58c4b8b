import { sql, type Kysely } from "kysely";

/**
 * Two lists on every home and pharmacy page read far more rows than they show once there are 100,000 places
 * (measured on the scale-1000 data, bench/load.mjs):
 * - The newest active labs (no place chosen): PostgreSQL walks the primary key backwards and filters type and status
 *   as it goes; when the newest rows are pharmacies and hospitals (a bulk import after the labs) it skipped 55,000 of
 *   them each time, 10–100 ms.
 * - The pinned hospitals block, best rated first or nearest first: a scan of every hospital and a sort, 7–11 ms.
 * Indexes holding only the rows each list wants, in its order, make each a walk of the rows shown (under 0.5 ms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index hospitals_active_labs_by_id on hospitals (id) where type = 'Lab' and status = 'Active'`.execute(db);
  await sql`
    create index hospitals_pinned_best_rated on hospitals (rating desc nulls last, rated_by desc, id)
    where type = 'Hospital' and pin and status = 'Active'
  `.execute(db);
  await sql`
    create index hospitals_pinned_point on hospitals using gist (point(lon, lat))
    where type = 'Hospital' and pin and status = 'Active' and lat is not null and lon is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index hospitals_pinned_point`.execute(db);
  await sql`drop index hospitals_pinned_best_rated`.execute(db);
  await sql`drop index hospitals_active_labs_by_id`.execute(db);
}
