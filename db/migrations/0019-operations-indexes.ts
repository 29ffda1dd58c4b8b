import { sql, type Kysely } from "kysely";

/**
 * The metrics (/metrics) count, every scrape, the messages that failed or are stuck and the money held or owed.
 * Those rows are few among many (messages grow by about 128 M a year): indexes holding only them keep each count
 * a walk of the few, whatever the size of the tables (refunds due have theirs since migration 0012).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index messages_failed_by_time on messages (updated_at) where state = 'failed'`.execute(db);
  await sql`create index messages_queued_by_time on messages (created_at) where state = 'queued'`.execute(db);
  await sql`create index sample_requests_payment_flagged on sample_requests (id) where payment_flag is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sample_requests_payment_flagged`.execute(db);
  await sql`drop index messages_queued_by_time`.execute(db);
  await sql`drop index messages_failed_by_time`.execute(db);
}
