import { sql, type Kysely } from "kysely";

/**
 * My Lab Tests lists a patient's orders newest first by when they were made, not by number (orders brought in with
 * their own dates, as the demo family's earlier reports are, would otherwise come before today's). Expand only: the
 * previous version's (uid, id desc) index stays until a later release drops it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index sample_requests_uid_created on sample_requests (uid, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sample_requests_uid_created`.execute(db);
}
