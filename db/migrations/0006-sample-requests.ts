import { sql, type Kysely } from "kysely";

/**
 * Spec 001 §3.1 / 000 §3: a home blood-sample collection request, with every field the spec names. Money is
 * integer paise (null amount = the spec's 'N/A'); `tests` is JSON of {test_name, amount} items; the spec's
 * text states keep their initial values ('Pending Confirmation', 'Pending').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sample_requests")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("uid", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("dob", "text")
    .addColumn("gender", "text", (c) => c.check(sql`gender in ('Male', 'Female', 'Others')`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("guardian_name", "text")
    .addColumn("village", "text")
    .addColumn("alternate_phone", "text")
    .addColumn("address", "text")
    .addColumn("city", "text")
    .addColumn("state", "text")
    .addColumn("note", "text")
    .addColumn("pincode", "text")
    .addColumn("country", "text", (c) => c.notNull().defaultTo("India"))
    .addColumn("prescription", "text")
    .addColumn("amount_paise", "integer", (c) => c.check(sql`amount_paise >= 0`))
    .addColumn("tests", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("Pending Confirmation"))
    .addColumn("lat", "double precision")
    .addColumn("lon", "double precision")
    .addColumn("date", "text")
    .addColumn("report", "text")
    .addColumn("report_date", "timestamptz")
    .addColumn("report_status", "text", (c) => c.notNull().defaultTo("Pending"))
    .addColumn("payment_status", "text", (c) => c.notNull().defaultTo("Pending"))
    .addColumn("payment_date", "text", (c) => c.notNull().defaultTo("Pending"))
    .addColumn("payment_time", "text")
    .addColumn("payment_lat", "double precision")
    .addColumn("payment_lon", "double precision")
    .addColumn("payment_method", "text")
    .addColumn("payment_amount_paise", "integer")
    .addColumn("due_amount_paise", "integer")
    .addColumn("vehicle_no", "text")
    .addColumn("agent_id", "bigint", (c) => c.references("users.id"))
    .addColumn("agent_name", "text")
    .addColumn("agent_assigned", "text")
    .addColumn("agent_assign_date", "text")
    .addColumn("agent_assign_time", "text")
    .addColumn("agent_report_time", "text")
    .addColumn("agent_response_time", "text")
    .addColumn("agent_status", "text")
    .addColumn("agent_otp", "integer", (c) => c.check(sql`agent_otp between 0 and 999999`))
    .addColumn("service_type", "text", (c) => c.notNull().defaultTo("BLOOD TEST"))
    .addColumn("patient_note", "text")
    .addColumn("lab_status", "text", (c) => c.notNull().defaultTo("Pending Confirmation"))
    .addColumn("lab_id", "bigint", (c) => c.references("hospitals.id"))
    .addColumn("lab_name", "text")
    .addColumn("lab_email", "text")
    .addColumn("lab_phone", "text")
    .addColumn("lab_map", "text")
    .addColumn("lab_address", "text")
    .addColumn("expected_time", "text")
    .addColumn("lab_assigned", "text", (c) => c.notNull().defaultTo("Pending Confirmation"))
    .addColumn("lab_response_time", "text")
    .addColumn("lab_report_time", "text")
    .addColumn("lab_report_generated_at", "timestamptz")
    .addColumn("method", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // 'My Lab Tests': a patient's own requests, newest first (spec 001 §7); staff queues by status and by lab.
  await sql`create index sample_requests_uid on sample_requests (uid, id desc)`.execute(db);
  await db.schema.createIndex("sample_requests_status").on("sample_requests").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("sample_requests_lab").on("sample_requests").columns(["lab_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sample_requests").execute();
}
