import { sql, type Kysely } from "kysely";

/**
 * Issue #27: a visitor's basket of catalogue tests of one lab, kept on the server and found by an opaque httpOnly
 * cookie (only its hash is stored), so it works without JavaScript, survives login and puts nothing about the
 * visitor's health in a cookie. Expand only: the previous version ignores the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("visitor_baskets")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("lab_id", "bigint", (c) => c.notNull().references("hospitals.id").onDelete("cascade"))
    .addColumn("test_slugs", sql`text[]`, (c) => c.notNull().check(sql`cardinality(test_slugs) <= 20`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Old baskets are swept by age.
  await sql`create index visitor_baskets_by_age on visitor_baskets (updated_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("visitor_baskets").execute();
}
