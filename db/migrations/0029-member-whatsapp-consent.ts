import { sql, type Kysely } from "kysely";

/**
 * Issue #27: a family member with their own WhatsApp number gets the order milestones only after they said yes on
 * WhatsApp (decision 0027). The member row keeps the state (asked, confirmed, withdrawn, each with its time; a new
 * number starts again from nothing) and the language the request was sent in; every reply that changed it is kept,
 * once per WhatsApp message id and member, so a webhook delivered twice changes nothing the second time and the
 * trail shows which reply gave or withdrew the consent, and when. Expand only: the previous version ignores them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // When the consent request was stored for the member's current number (null: not asked, or the number changed since).
  await sql`alter table family_members add column whatsapp_consent_asked_at timestamptz`.execute(db);
  // When the member replied STOP (after a yes, or instead of one): no message goes to the number from then on.
  await sql`alter table family_members add column whatsapp_consent_withdrawn_at timestamptz`.execute(db);
  await sql`alter table family_members add column whatsapp_language text check (whatsapp_language in ('en', 'hi', 'bn'))`.execute(db);
  // An incoming reply is matched by its number to the members who were asked.
  await sql`create index family_members_by_whatsapp on family_members (whatsapp_phone) where whatsapp_phone is not null and removed_at is null`.execute(db);

  await db.schema
    .createTable("member_whatsapp_replies")
    // WhatsApp's id of the incoming message (wamid…): the same message delivered again is the same row.
    .addColumn("provider_message_id", "text", (c) => c.notNull().check(sql`length(provider_message_id) between 1 and 200`))
    .addColumn("member_id", "bigint", (c) => c.notNull().references("family_members.id").onDelete("cascade"))
    .addColumn("answer", "text", (c) => c.notNull().check(sql`answer in ('yes', 'stop')`))
    // The time WhatsApp gives for the reply; the consent is recorded with it.
    .addColumn("replied_at", "timestamptz", (c) => c.notNull())
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("member_whatsapp_replies_pk", ["provider_message_id", "member_id"])
    .execute();
  await sql`create index member_whatsapp_replies_by_member on member_whatsapp_replies (member_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("member_whatsapp_replies").execute();
  await sql`drop index family_members_by_whatsapp`.execute(db);
  await sql`alter table family_members drop column whatsapp_language`.execute(db);
  await sql`alter table family_members drop column whatsapp_consent_withdrawn_at`.execute(db);
  await sql`alter table family_members drop column whatsapp_consent_asked_at`.execute(db);
}
