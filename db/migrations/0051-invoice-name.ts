import { sql, type Kysely } from "kysely";

/**
 * Issue #34, "a correction to a past order's patient name is recorded, not overwritten silently": the name a tax
 * invoice was issued with, kept when the patient corrects the order's name after the invoice (an issued invoice is
 * not changed). Null: the invoice states the order's own name. Expand only: a nullable column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sample_requests add column invoice_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sample_requests drop column invoice_name`.execute(db);
}
