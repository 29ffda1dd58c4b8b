import { sql, type Kysely } from "kysely";

/**
 * Issue #34: the invoice link in the payment's WhatsApp message was an HMAC of the invoice number, a bearer link to
 * the patient's name, address and tests that never expired and could not be stopped. A shared link is now a random
 * token, stored only as its SHA-256, with an expiry, revocable by the order's owner (decision 0030). Links made
 * before this migration are not carried over: they were not recorded anywhere and are answered as expired (410).
 * Expand only: the previous version ignores the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("invoice_links")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("request_id", "bigint", (c) => c.notNull().references("sample_requests.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .execute();
  // The owner's order page asks for the order's links that still work.
  await sql`create index invoice_links_by_order on invoice_links (request_id, expires_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("invoice_links").execute();
}
