import { sql, type Kysely } from "kysely";

/**
 * A message being handed to the provider is claimed first (state 'sending', committed) and the provider is called
 * with no transaction open, so no pool connection or row lock is held during the call (decision 0016). Expand only:
 * a process of the previous version ignores 'sending' rows (it delivers only queued ones).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table messages drop constraint messages_state_check`.execute(db);
  await sql`alter table messages add constraint messages_state_check check (state in ('queued', 'sending', 'sent', 'delivered', 'failed'))`.execute(db);
  // The sweep finds claims whose outcome was never recorded among few rows, whatever the table's size.
  await sql`create index messages_sending_by_time on messages (updated_at) where state = 'sending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index messages_sending_by_time`.execute(db);
  // A claim with no recorded outcome may or may not have reached the phone: failed, never sent again.
  await sql`update messages set state = 'failed', error_code = 'outcome_unknown' where state = 'sending'`.execute(db);
  await sql`alter table messages drop constraint messages_state_check`.execute(db);
  await sql`alter table messages add constraint messages_state_check check (state in ('queued', 'sent', 'delivered', 'failed'))`.execute(db);
}
