import { sql, type Kysely } from "kysely";

/**
 * Issue #34, erasure: an account holder asks for their account to be deleted; after a 7-day cooling-off (a login
 * cancels it) a job deletes or anonymises everything not under a legal hold. One pending request per account (a
 * double post finds the first). An erased account keeps its row (orders, payments and invoices under a legal hold
 * point at it) with its number replaced by `erased-<id>`, so the number can sign up afresh as a new account.
 * Expand only: the previous version ignores the table and the column, and its phone check is the same for live rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("account_erasures")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("account_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending").check(sql`state in ('pending', 'erasing', 'cancelled', 'done')`))
    .addColumn("requested_at", "timestamptz", (c) => c.notNull())
    .addColumn("due_at", "timestamptz", (c) => c.notNull())
    .addColumn("cancelled_at", "timestamptz")
    .addColumn("final_message_id", "bigint")
    .addColumn("done_at", "timestamptz")
    .execute();
  await sql`create unique index account_erasures_one_open on account_erasures (account_id) where state in ('pending', 'erasing')`.execute(db);
  await sql`create index account_erasures_due on account_erasures (due_at) where state in ('pending', 'erasing')`.execute(db);
  await sql`create index account_erasures_by_account on account_erasures (account_id, requested_at)`.execute(db);

  await sql`alter table users add column erased_at timestamptz`.execute(db);
  await sql`alter table users drop constraint users_phone_check`.execute(db);
  await sql`alter table users add constraint users_phone_check check (phone ~ '^[6-9][0-9]{9}$' or (erased_at is not null and phone = 'erased-' || id))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint users_phone_check`.execute(db);
  await sql`alter table users add constraint users_phone_check check (phone ~ '^[6-9][0-9]{9}$') not valid`.execute(db);
  await sql`alter table users drop column erased_at`.execute(db);
  await db.schema.dropTable("account_erasures").execute();
}
