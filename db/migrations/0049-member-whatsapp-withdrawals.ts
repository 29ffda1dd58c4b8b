import { sql, type Kysely } from "kysely";

/**
 * Issue #34: a family member's own WhatsApp messages (decision 0027, given by the member's YES) are a consent the
 * account lists on "My data", and the account holder may end it there as the member's STOP does. Its withdrawals are
 * kept with the others, naming the member. Expand only: the previous version reads the kinds it knows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table consent_withdrawals drop constraint consent_withdrawals_consent_check`.execute(db);
  await sql`alter table consent_withdrawals add constraint consent_withdrawals_consent_check check (consent in ('health_data', 'guardian', 'member_whatsapp'))`.execute(db);
  await sql`alter table consent_withdrawals drop constraint consent_withdrawals_member`.execute(db);
  await sql`alter table consent_withdrawals add constraint consent_withdrawals_member check ((consent in ('guardian', 'member_whatsapp')) = (member_id is not null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from consent_withdrawals where consent = 'member_whatsapp'`.execute(db);
  await sql`alter table consent_withdrawals drop constraint consent_withdrawals_member`.execute(db);
  await sql`alter table consent_withdrawals add constraint consent_withdrawals_member check ((consent = 'guardian') = (member_id is not null))`.execute(db);
  await sql`alter table consent_withdrawals drop constraint consent_withdrawals_consent_check`.execute(db);
  await sql`alter table consent_withdrawals add constraint consent_withdrawals_consent_check check (consent in ('health_data', 'guardian'))`.execute(db);
}
