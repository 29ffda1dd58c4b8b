import { sql, type Kysely } from "kysely";

/**
 * Issue #34: "Download my data". A patient asks for an archive of everything held about the account; a job builds
 * it into the file storage (state 'ready', with its key), the owner may download it until `expires_at` (7 days),
 * then a sweep deletes the file and the row. At most one export is being prepared per account at a time (the
 * partial unique index), so a second click while it is prepared adds nothing. Expand only: the previous version
 * ignores the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("data_exports")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("account_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("preparing").check(sql`state in ('preparing', 'ready', 'failed')`))
    // The summary's language: the page's when it was asked for.
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("file_key", "text")
    .addColumn("size", "bigint")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("requested_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("ready_at", "timestamptz")
    .addColumn("expires_at", "timestamptz")
    .addCheckConstraint("data_exports_ready_has_file", sql`state <> 'ready' or (file_key is not null and expires_at is not null)`)
    .execute();
  await sql`create unique index data_exports_one_preparing on data_exports (account_id) where state = 'preparing'`.execute(db);
  await sql`create index data_exports_by_account on data_exports (account_id, id)`.execute(db);
  // The sweep finds what is past its time by these.
  await sql`create index data_exports_by_expiry on data_exports (expires_at) where expires_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("data_exports").execute();
}
