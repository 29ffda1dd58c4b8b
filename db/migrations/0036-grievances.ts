import { sql, type Kysely } from "kysely";

/**
 * Issue #34, grievances (DPDP Act 2023 s.13): a patient's complaint gets a ticket number at once (G-2026-000123) and a
 * promised answer date; an admin answers it in the console. The form's key makes a double post one ticket.
 * Expand only: the previous version ignores the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("grievances")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("number", "text", (c) => c.notNull().unique().check(sql`number ~ '^G-[0-9]{4}-[0-9]{6,}$'`))
    .addColumn("account_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("order_id", "bigint", (c) => c.references("sample_requests.id"))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull().check(sql`length(text) <= 2000`))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open").check(sql`status in ('open', 'answered')`))
    .addColumn("answer", "text", (c) => c.check(sql`length(answer) <= 2000`))
    .addColumn("answered_by", "bigint", (c) => c.references("users.id"))
    .addColumn("answered_at", "timestamptz")
    .addColumn("due_at", "timestamptz", (c) => c.notNull())
    .addColumn("form_key", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index grievances_one_per_form on grievances (account_id, form_key)`.execute(db);
  await sql`create index grievances_by_account on grievances (account_id, created_at desc)`.execute(db);
  await sql`create index grievances_open on grievances (due_at) where status = 'open'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("grievances").execute();
}
