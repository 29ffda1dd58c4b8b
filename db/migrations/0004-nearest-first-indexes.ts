import { sql, type Kysely } from "kysely";

/** Nearest-first walks (ORDER BY point <-> point LIMIT n) over labs and pharmacies stop after n rows, however dense the city. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index hospitals_lab_point on hospitals using gist (point(lon, lat)) where type = 'Lab' and lat is not null and lon is not null`.execute(db);
  await sql`create index hospitals_pharmacy_point on hospitals using gist (point(lon, lat)) where type = 'Pharmacy' and lat is not null and lon is not null`.execute(db);
  await sql`create index hospitals_hospital_point on hospitals using gist (point(lon, lat)) where type = 'Hospital' and lat is not null and lon is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["hospitals_lab_point", "hospitals_pharmacy_point", "hospitals_hospital_point"]) await sql`drop index ${sql.id(name)}`.execute(db);
}
