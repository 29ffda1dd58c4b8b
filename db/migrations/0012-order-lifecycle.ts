import { sql, type Kysely } from "kysely";

/**
 * Issue #15: the order lifecycle and the staff console. What each transition records on the order, the lab a lab
 * user works for, the order a message is about (staff see its delivery), a form's key on its audit row (a form
 * posted twice does the work once), and the indexes of the admin queue and the agent's day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sample_requests")
    // Wrong agent codes entered at the door; at AGENT_CODE_MAX_TRIES the order is locked until staff unlock it.
    .addColumn("code_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("code_locked_at", "timestamptz")
    .addColumn("amount_reason", "text")
    .addColumn("agent_started_at", "timestamptz")
    .addColumn("sample_collected_at", "timestamptz")
    .addColumn("cancel_reason", "text")
    .addColumn("cancelled_by", "text")
    .addColumn("cancelled_at", "timestamptz")
    // 'Due' when a paid order is cancelled, 'Refunded' once staff have paid it back.
    .addColumn("refund_status", "text")
    .addColumn("report_type", "text")
    .execute();
  await db.schema.alterTable("users").addColumn("lab_id", "bigint", (c) => c.references("hospitals.id")).execute();
  await db.schema.alterTable("messages").addColumn("request_id", "bigint").execute();
  await db.schema.alterTable("audit_log").addColumn("form_key", "text").execute();

  await sql`create index messages_request on messages (request_id, id) where request_id is not null`.execute(db);
  await sql`create unique index audit_log_form_key on audit_log (entity, entity_id, form_key) where form_key is not null`.execute(db);
  // The admin queue: newest first, with one filter at a time.
  await sql`create index sample_requests_status_id on sample_requests (status, id desc)`.execute(db);
  await sql`create index sample_requests_lab_id on sample_requests (lab_id, id desc)`.execute(db);
  await sql`create index sample_requests_payment_id on sample_requests (payment_status, id desc)`.execute(db);
  await sql`create index sample_requests_pincode_id on sample_requests (pincode, id desc)`.execute(db);
  await sql`create index sample_requests_city_id on sample_requests (lower(city), id desc)`.execute(db);
  await sql`create index sample_requests_slot_id on sample_requests (date, id desc)`.execute(db);
  await sql`create index sample_requests_phone_id on sample_requests (phone, id desc)`.execute(db);
  await sql`create index sample_requests_name_id on sample_requests (lower(name) text_pattern_ops, id desc)`.execute(db);
  // Refunds still to make: few among many cancelled orders.
  await sql`create index sample_requests_refund_due on sample_requests (id desc) where refund_status = 'Due'`.execute(db);
  // An agent's day (core/staff/list-agent-day.ts): their visits by the assigned day and time, in that order.
  await sql`create index sample_requests_agent_slot on sample_requests (agent_id, agent_assign_date, agent_assign_time) where agent_id is not null`.execute(db);
  // The ones these replace were (status, created_at) and (lab_id, created_at): the queue sorts by id.
  await sql`drop index if exists sample_requests_status`.execute(db);
  await sql`drop index if exists sample_requests_lab`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["refund_due", "status_id", "lab_id", "payment_id", "pincode_id", "city_id", "slot_id", "phone_id", "name_id", "agent_slot"]) {
    await sql.raw(`drop index if exists sample_requests_${name}`).execute(db);
  }
  await sql`create index sample_requests_status on sample_requests (status, created_at)`.execute(db);
  await sql`create index sample_requests_lab on sample_requests (lab_id, created_at)`.execute(db);
  await sql`drop index if exists messages_request`.execute(db);
  await sql`drop index if exists audit_log_form_key`.execute(db);
  await db.schema.alterTable("audit_log").dropColumn("form_key").execute();
  await db.schema.alterTable("messages").dropColumn("request_id").execute();
  await db.schema.alterTable("users").dropColumn("lab_id").execute();
  await db.schema
    .alterTable("sample_requests")
    .dropColumn("code_attempts")
    .dropColumn("code_locked_at")
    .dropColumn("amount_reason")
    .dropColumn("agent_started_at")
    .dropColumn("sample_collected_at")
    .dropColumn("cancel_reason")
    .dropColumn("cancelled_by")
    .dropColumn("cancelled_at")
    .dropColumn("refund_status")
    .dropColumn("report_type")
    .execute();
}
