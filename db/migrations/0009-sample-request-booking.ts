import { sql, type Kysely } from "kysely";

/**
 * Issue #13, booking: a per-form request key (a double tap, a resubmit or a reload stores one request), the
 * patient's language (later messages about the request use it), the prescription's type (decided by its
 * bytes), the patient's consent to the health-data notice with its time, and the audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sample_requests")
    .addColumn("request_key", "text")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("prescription_type", "text")
    .addColumn("consent_at", "timestamptz")
    .execute();
  await sql`create unique index sample_requests_request_key on sample_requests (request_key) where request_key is not null`.execute(db);

  await db.schema.alterTable("users").addColumn("health_data_consent_at", "timestamptz").execute();

  // Who did what to which record, and when (ARCHITECTURE.md §12); the payments and staff work write here too.
  await db.schema
    .createTable("audit_log")
    .ifNotExists()
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("actor_id", "bigint", (c) => c.references("users.id"))
    // 'patient', 'gateway', 'payment-job', a staff role…: who acted when there is no user (jobs, webhooks) too.
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("before", "jsonb")
    .addColumn("after", "jsonb")
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index if not exists audit_log_entity on audit_log (entity, entity_id, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("health_data_consent_at").execute();
  await sql`drop index if exists sample_requests_request_key`.execute(db);
  await db.schema
    .alterTable("sample_requests")
    .dropColumn("request_key")
    .dropColumn("language")
    .dropColumn("prescription_type")
    .dropColumn("consent_at")
    .execute();
}
