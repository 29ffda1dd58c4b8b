import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Trusted since PostgreSQL 13: a database owner may create it on managed servers too.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable("pincodes")
    .addColumn("pincode", "text", (c) => c.primaryKey().check(sql`pincode ~ '^[1-9][0-9]{5}$'`))
    .addColumn("places", "text", (c) => c.notNull())
    .addColumn("sub_district", "text")
    .addColumn("district", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("lat", "double precision", (c) => c.notNull())
    .addColumn("lon", "double precision", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pincodes_lat_lon").on("pincodes").columns(["lat", "lon"]).execute();
  await sql`create index pincodes_search on pincodes using gin ((places || ' ' || coalesce(sub_district, '') || ' ' || district) gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable("tests")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("aliases", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("price_paise", "integer", (c) => c.notNull().check(sql`price_paise > 0`))
    .addColumn("sample_type", "text", (c) => c.notNull())
    .addColumn("fasting_hours", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("turnaround_hours", "integer", (c) => c.notNull())
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`create index tests_search on tests using gin ((name || ' ' || aliases || ' ' || slug) gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable("lab_tests")
    .addColumn("lab_id", "bigint", (c) => c.notNull().references("hospitals.id").onDelete("cascade"))
    .addColumn("test_id", "bigint", (c) => c.notNull().references("tests.id").onDelete("cascade"))
    .addColumn("price_paise", "integer", (c) => c.notNull().check(sql`price_paise > 0`))
    .addPrimaryKeyConstraint("lab_tests_pk", ["lab_id", "test_id"])
    .execute();
  await db.schema.createIndex("lab_tests_test").on("lab_tests").columns(["test_id", "lab_id"]).execute();

  // {cent} in the lab routes: a readable, stable name for a lab.
  await db.schema.alterTable("hospitals").addColumn("slug", "text").execute();
  await db.schema.createIndex("hospitals_type_slug").on("hospitals").columns(["type", "slug"]).execute();
  await sql`create index hospitals_city_search on hospitals using gin (city gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("hospitals_city_search").execute();
  await db.schema.dropIndex("hospitals_type_slug").execute();
  await db.schema.alterTable("hospitals").dropColumn("slug").execute();
  await db.schema.dropTable("lab_tests").execute();
  await db.schema.dropTable("tests").execute();
  await db.schema.dropTable("pincodes").execute();
}
