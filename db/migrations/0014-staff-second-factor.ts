import { sql, type Kysely } from "kysely";

/**
 * Issue #25 (H1): staff sign in with password and then a second factor. A pending sign-in is the server's record of
 * a password step done in one browser (its cookie's hash), waiting a few minutes for the WhatsApp code or the
 * authenticator's; a staff member's authenticator secret is kept encrypted on their account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_sign_ins")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // 'whatsapp' (the code is in code_hash) or 'totp' (the account's authenticator).
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("code_hash", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("redirect_to", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("completed_at", "timestamptz")
    .execute();
  await sql`create index staff_sign_ins_expires on staff_sign_ins (expires_at)`.execute(db);

  await db.schema
    .alterTable("users")
    // AES-GCM ciphertext of the base32 secret; totp_enabled_at null while a setup waits for its first code.
    .addColumn("totp_secret", "text")
    .addColumn("totp_enabled_at", "timestamptz")
    // The last time step accepted, so one authenticator code cannot be used twice.
    .addColumn("totp_last_step", "bigint")
    .execute();

  // Staff sessions opened before this migration may have been opened by a WhatsApp code alone: they end now.
  await sql`update sessions set revoked_at = now() where revoked_at is null and user_id in (select id from users where role <> 'patient')`.execute(db);

  // The admin's list of live staff sessions.
  await sql`create index sessions_live on sessions (user_id, last_seen_at desc) where revoked_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sessions_live`.execute(db);
  await db.schema.alterTable("users").dropColumn("totp_secret").dropColumn("totp_enabled_at").dropColumn("totp_last_step").execute();
  await db.schema.dropTable("staff_sign_ins").execute();
}
