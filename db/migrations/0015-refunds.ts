import { sql, type Kysely } from "kysely";

/**
 * Issue #25: money the system holds always has a path back. One `refunds` row per sum owed to a patient (a paid
 * order cancelled, a payment held as paid twice, after cancelling or for the wrong amount), made through the
 * gateway's refund API (one merchant refund id each, never two) or recorded by staff by hand; the sandbox gateway's
 * refund ledger; and how long an attempt closed at the door is still asked about (the gateway may yet take it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("refunds")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("request_id", "bigint", (c) => c.notNull().references("sample_requests.id"))
    // The gateway attempt whose money goes back; null for cash or UPI taken at the door (refunded by hand).
    .addColumn("payment_id", "bigint", (c) => c.references("payments.id"))
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn("cause", "text", (c) => c.notNull().check(sql`cause in ('cancelled', 'paid_twice', 'paid_after_cancel', 'amount_mismatch')`))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("due").check(sql`state in ('due', 'processing', 'refunded')`))
    .addColumn("method", "text", (c) => c.check(sql`method in ('gateway', 'manual')`))
    .addColumn("merchant_refund_id", "text", (c) => c.unique().check(sql`merchant_refund_id ~ '^[A-Za-z0-9_-]{1,63}$'`))
    .addColumn("provider_refund_id", "text")
    .addColumn("provider_state", "text")
    .addColumn("error_code", "text")
    .addColumn("raw_status", "jsonb")
    // What staff wrote down: the bank or UPI reference, the sum and the day it was paid back.
    .addColumn("reference", "text")
    .addColumn("refunded_paise", "integer")
    .addColumn("refunded_on", "date")
    .addColumn("next_check_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("finished_at", "timestamptz")
    .execute();
  // A captured attempt is owed back at most once, and a cancelled order's payment too, however often it is flagged.
  await sql`create unique index refunds_one_per_payment on refunds (payment_id) where payment_id is not null`.execute(db);
  await sql`create unique index refunds_one_per_cancel on refunds (request_id) where cause = 'cancelled'`.execute(db);
  await sql`create index refunds_request on refunds (request_id, id)`.execute(db);
  await sql`create index refunds_processing_due on refunds (next_check_at) where state = 'processing'`.execute(db);

  // An attempt the agent closed while the gateway still called it pending: asked about until this time.
  await db.schema.alterTable("payments").addColumn("recheck_until", "timestamptz").execute();
  await sql`create index payments_recheck on payments (next_check_at) where recheck_until is not null`.execute(db);

  // Money already held before this migration gets its refund too: completed attempts that did not pay their order
  // (flagged), then cancelled paid orders marked Due.
  await sql`
    insert into refunds (request_id, payment_id, amount_paise, cause)
    select p.request_id, p.id, coalesce(p.paid_amount_paise, p.amount_paise), s.payment_flag
    from payments p join sample_requests s on s.id = p.request_id
    where p.state = 'completed' and s.payment_flag in ('paid_twice', 'paid_after_cancel', 'amount_mismatch')
      and p.merchant_order_id is distinct from s.transaction_id
    on conflict do nothing`.execute(db);
  await sql`
    insert into refunds (request_id, payment_id, amount_paise, cause)
    select s.id, (select p.id from payments p where p.merchant_order_id = s.transaction_id and p.state = 'completed'), coalesce(s.payment_amount_paise, s.amount_paise), 'cancelled'
    from sample_requests s
    where s.refund_status = 'Due' and coalesce(s.payment_amount_paise, s.amount_paise, 0) > 0
    on conflict do nothing`.execute(db);
  await sql`update sample_requests set refund_status = 'Due' where id in (select request_id from refunds where state = 'due')`.execute(db);

  await db.schema
    .createTable("sandbox_refunds")
    .addColumn("merchant_refund_id", "text", (c) => c.primaryKey())
    .addColumn("merchant_order_id", "text", (c) => c.notNull().references("sandbox_payments.merchant_order_id"))
    .addColumn("refund_id", "text", (c) => c.notNull().unique())
    .addColumn("amount_paise", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().defaultTo("PENDING").check(sql`state in ('PENDING', 'COMPLETED', 'FAILED')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sandbox_refunds").execute();
  await sql`drop index if exists payments_recheck`.execute(db);
  await db.schema.alterTable("payments").dropColumn("recheck_until").execute();
  await db.schema.dropTable("refunds").execute();
}
