import { sql, type Kysely } from "kysely";

/**
 * Doctors, pharmacies and hospitals write their 'about' text in English; a provider may also give it in Hindi and
 * Bengali. The page shows the visitor's language when the provider gave it, else the English text marked lang="en".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table doctors add column about_hi text, add column about_bn text`.execute(db);
  await sql`alter table hospitals add column about_hi text, add column about_bn text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table doctors drop column about_hi, drop column about_bn`.execute(db);
  await sql`alter table hospitals drop column about_hi, drop column about_bn`.execute(db);
}
