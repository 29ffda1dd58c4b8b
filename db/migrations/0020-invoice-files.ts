import { sql, type Kysely } from "kysely";

/**
 * An issued invoice never changes, so its PDF is printed once (a job after the payment's commit) and kept in the
 * file storage; a download serves the stored bytes. One row per invoice and language: the link may be opened in
 * any of the three. Additive only: the previous version of the app ignores the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("invoice_files")
    .addColumn("invoice_number", "integer", (c) => c.notNull().references("sample_requests.invoice_number").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull().check(sql`language in ('en', 'hi', 'bn')`))
    .addColumn("file_key", "text", (c) => c.notNull().unique())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("invoice_files_pkey", ["invoice_number", "language"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("invoice_files").execute();
}
