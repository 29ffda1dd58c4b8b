import { sql, type Kysely } from "kysely";

/**
 * Issue #29, reminders (decision 0036): the evening-before and on-the-way messages go to every patient unless the
 * account stopped reminders (from the message's STOP or from "My data"); repeat-test reminders only for the member
 * and test the account opted in to. Each reminder is stored once: an evening reminder once per order, a repeat
 * reminder once per due date of each opted-in test. Expand only: the previous version ignores all of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // When the account said STOP to reminders (null: reminders go out). Service messages about an order still do.
  await sql`alter table users add column reminders_stopped_at timestamptz`.execute(db);

  await db.schema
    .createTable("visit_eve_reminders")
    .addColumn("request_id", "bigint", (c) => c.primaryKey().references("sample_requests.id").onDelete("cascade"))
    // The visit's slot the reminder named: a visit moved to another day gets its own evening reminder.
    .addColumn("slot", "text", (c) => c.notNull())
    .addColumn("message_id", "bigint")
    .addColumn("stored_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("repeat_test_reminders")
    .addColumn("member_id", "bigint", (c) => c.notNull().references("family_members.id").onDelete("cascade"))
    .addColumn("test", "text", (c) => c.notNull().check(sql`test in ('hba1c', 'tsh', 'lipid')`))
    .addColumn("opted_in_at", "timestamptz", (c) => c.notNull())
    // The due date the last reminder was for (a test done again moves the next due date, and allows one more).
    .addColumn("reminded_for", "timestamptz")
    .addColumn("reminded_at", "timestamptz")
    .addPrimaryKeyConstraint("repeat_test_reminders_pk", ["member_id", "test"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("repeat_test_reminders").execute();
  await db.schema.dropTable("visit_eve_reminders").execute();
  await sql`alter table users drop column reminders_stopped_at`.execute(db);
}
