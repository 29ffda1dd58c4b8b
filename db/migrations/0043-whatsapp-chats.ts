import { sql, type Kysely } from "kysely";

/**
 * Issue #29: a conversation on WhatsApp (decision 0034). One row per phone number holds where the conversation is
 * (its step and the half-finished booking), the language chosen, whether the number said STOP and whether staff
 * have it; every incoming message is kept once by WhatsApp's id (a webhook delivered twice does nothing twice, and
 * the staff console reads the conversation from it); a reply we send inside the 24-hour window is no template, so
 * its content (text, buttons, list, document) is kept on the message row. Expand only: the previous version
 * ignores them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("whatsapp_chats")
    .addColumn("phone", "text", (c) => c.primaryKey().check(sql`phone ~ '^[6-9][0-9]{9}$'`))
    .addColumn("language", "text", (c) => c.check(sql`language in ('en', 'hi', 'bn')`))
    .addColumn("step", "text", (c) => c.notNull().defaultTo("start").check(sql`length(step) between 1 and 40`))
    // The answers given so far in this step's flow (who, prescription key, slot, address…), never trusted as ids alone.
    .addColumn("draft", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // The last message the person sent: the service window (and the state) ends 24 hours after it.
    .addColumn("last_inbound_at", "timestamptz")
    .addColumn("opted_out_at", "timestamptz")
    // Set while staff have the conversation: the bot stays quiet until they close it.
    .addColumn("handed_over_at", "timestamptz")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index whatsapp_chats_handed_over on whatsapp_chats (handed_over_at) where handed_over_at is not null`.execute(db);

  await db.schema
    .createTable("whatsapp_chat_inbound")
    .addColumn("provider_message_id", "text", (c) => c.primaryKey().check(sql`length(provider_message_id) between 1 and 200`))
    .addColumn("phone", "text", (c) => c.notNull())
    // What the person sent as staff read it: the words, the choice's title, "[photo]", "[location]".
    .addColumn("text", "text", (c) => c.notNull().check(sql`length(text) <= 1000`))
    .addColumn("sent_at", "timestamptz", (c) => c.notNull())
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index whatsapp_chat_inbound_by_phone on whatsapp_chat_inbound (phone, sent_at)`.execute(db);

  await sql`alter table messages add column content jsonb`.execute(db);
  await sql`create index messages_chat_by_recipient on messages ("to", id) where content is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index messages_chat_by_recipient`.execute(db);
  await sql`alter table messages drop column content`.execute(db);
  await db.schema.dropTable("whatsapp_chat_inbound").execute();
  await db.schema.dropTable("whatsapp_chats").execute();
}
