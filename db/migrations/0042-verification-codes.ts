import { sql, type Kysely } from "kysely";

/**
 * Issue #28: each report PDF and invoice carries a short code a doctor types (or scans) at /verify to check it is
 * genuine (decision 0033). A code belongs to one order's report file or invoice; the same document keeps its code.
 * Expand only: the previous version ignores the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("verification_codes")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("request_id", "bigint", (c) => c.notNull().references("sample_requests.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('report', 'invoice')`))
    // The report's stored file key, or the invoice number: a replaced report gets a code of its own.
    .addColumn("document", "text", (c) => c.notNull())
    // The date the document carries (the report's, the invoice's), as /verify shows it.
    .addColumn("dated", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("verification_codes_one_per_document", ["request_id", "kind", "document"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("verification_codes").execute();
}
