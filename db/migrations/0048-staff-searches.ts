import { sql, type Kysely } from "kysely";

/**
 * Issue #34, no personal data in URLs: the console's request search (a phone number, a patient's name) was a GET
 * query string, kept in browser history, bookmarks and any proxy's log. The search is now posted; what was typed is
 * kept here for an hour under a random token (stored as its SHA-256) that only the staff member who searched can
 * use, and the results page's address carries the token instead. Expand only: the previous version ignores the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_searches")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("query", "text", (c) => c.notNull().check(sql`length(query) <= 80`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  // Each new search deletes the expired ones.
  await sql`create index staff_searches_expiry on staff_searches (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_searches").execute();
}
