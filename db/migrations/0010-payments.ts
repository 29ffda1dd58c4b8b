import { sql, type Kysely } from "kysely";

/**
 * Issue #14: online payment. One `payments` row per gateway attempt (at most one open attempt per order), the
 * sandbox gateway's own ledger (it plays the provider), the spec's transaction fields on the order, a gap-free
 * invoice number assigned in the transaction that marks the order paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sample_requests")
    .addColumn("transaction_id", "text")
    .addColumn("transaction_pnr", "text")
    .addColumn("transaction_date", "text")
    .addColumn("transaction_time", "text")
    // Held for staff: e.g. 'amount_mismatch' (the gateway took a different amount), 'paid_twice', 'paid_after_cancel'.
    .addColumn("payment_flag", "text")
    .addColumn("invoice_number", "integer", (c) => c.unique())
    .addColumn("invoice_date", "timestamptz")
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("request_id", "bigint", (c) => c.notNull().references("sample_requests.id"))
    .addColumn("uid", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("gateway", "text", (c) => c.notNull())
    .addColumn("merchant_order_id", "text", (c) => c.notNull().unique().check(sql`merchant_order_id ~ '^[A-Za-z0-9_-]{1,63}$'`))
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise >= 100`))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending").check(sql`state in ('pending', 'completed', 'failed', 'expired')`))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("provider_order_id", "text")
    .addColumn("provider_transaction_id", "text")
    .addColumn("provider_state", "text")
    .addColumn("error_code", "text")
    .addColumn("paid_amount_paise", "integer")
    .addColumn("raw_status", "jsonb")
    .addColumn("redirect_url", "text")
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_checked_at", "timestamptz")
    .addColumn("next_check_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("checks", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("finished_at", "timestamptz")
    .execute();
  await sql`create unique index payments_one_open_per_order on payments (request_id) where state = 'pending'`.execute(db);
  await sql`create index payments_pending_due on payments (next_check_at) where state = 'pending'`.execute(db);
  await sql`create index payments_request on payments (request_id, id desc)`.execute(db);

  // The sandbox gateway's side of the conversation: what a real provider would keep on its own servers.
  await db.schema
    .createTable("sandbox_payments")
    .addColumn("merchant_order_id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().unique())
    .addColumn("amount_paise", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().defaultTo("PENDING").check(sql`state in ('PENDING', 'COMPLETED', 'FAILED')`))
    .addColumn("error_code", "text")
    .addColumn("transaction_id", "text")
    .addColumn("payment_mode", "text")
    .addColumn("redirect_url", "text", (c) => c.notNull())
    .addColumn("expire_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One row per numbering series; the row lock taken by `update … returning` keeps the numbers gap-free.
  await db.schema
    .createTable("invoice_counters")
    .addColumn("series", "text", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into invoice_counters (series, last_number) values ('invoice', 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("invoice_counters").execute();
  await db.schema.dropTable("sandbox_payments").execute();
  await db.schema.dropTable("payments").execute();
  await db.schema
    .alterTable("sample_requests")
    .dropColumn("transaction_id")
    .dropColumn("transaction_pnr")
    .dropColumn("transaction_date")
    .dropColumn("transaction_time")
    .dropColumn("payment_flag")
    .dropColumn("invoice_number")
    .dropColumn("invoice_date")
    .execute();
}
