import { sql, type Kysely } from "kysely";

/**
 * Issue #27: an account books for its family. Each account keeps the people it books for (itself as 'Self'),
 * a booking names the member whose sample it is, health packages list the tests they are made of, and a lab takes
 * a set number of home visits per half-day slot.
 * Expand only: the previous version ignores the new table and columns, and a booking it makes has no member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("family_members")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("account_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // 'Self' is made from the account at first sign-in, before the account has a name: empty until it is given.
    .addColumn("name", "text", (c) => c.notNull().check(sql`length(name) <= 100 and (length(name) >= 1 or relation = 'Self')`))
    .addColumn("relation", "text", (c) =>
      c.notNull().check(sql`relation in ('Self', 'Mother', 'Father', 'Spouse', 'Son', 'Daughter', 'Grandparent', 'Other')`),
    )
    // The exact day when the family gave it; otherwise the year an age was turned into, so the age stays right next year.
    .addColumn("birth_date", "date")
    .addColumn("birth_year", "integer", (c) => c.check(sql`birth_year between 1880 and 2200 and (birth_year is not null or relation = 'Self')`))
    .addColumn("gender", "text", (c) => c.check(sql`gender in ('Male', 'Female', 'Others')`))
    .addColumn("whatsapp_phone", "text", (c) => c.check(sql`whatsapp_phone ~ '^[6-9][0-9]{9}$'`))
    // Milestone messages go to the member's own number only after they said yes on WhatsApp.
    .addColumn("whatsapp_consent_at", "timestamptz")
    // The account holder is this member's parent or legal guardian (DPDP Act 2023 s.9), said so when adding them.
    .addColumn("guardian_confirmed_at", "timestamptz")
    // The address used the last time this member was booked for, offered again next time.
    .addColumn("last_address", "jsonb")
    .addColumn("removed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index family_members_one_self on family_members (account_id) where relation = 'Self' and removed_at is null`.execute(db);
  await sql`create index family_members_by_account on family_members (account_id, id) where removed_at is null`.execute(db);

  await sql`alter table sample_requests add column member_id bigint references family_members (id)`.execute(db);
  // When the booking account confirmed, for a member under 18, that it may consent for them.
  await sql`alter table sample_requests add column guardian_consent_at timestamptz`.execute(db);
  // The amount the patient agreed to: the price shown when booking from the catalogue, and each changed amount they
  // accepted since. Null for an order priced by staff alone (the prescription path), whose first amount is the offer.
  await sql`alter table sample_requests add column accepted_amount_paise integer check (accepted_amount_paise > 0)`.execute(db);
  await sql`create index sample_requests_by_member on sample_requests (member_id) where member_id is not null`.execute(db);

  // A health package is a catalogue entry (priced per lab like any test) made of other catalogue tests.
  await db.schema
    .createTable("package_tests")
    .addColumn("package_id", "bigint", (c) => c.notNull().references("tests.id").onDelete("cascade"))
    .addColumn("test_id", "bigint", (c) => c.notNull().references("tests.id"))
    .addPrimaryKeyConstraint("package_tests_pk", ["package_id", "test_id"])
    .addCheckConstraint("package_tests_not_itself", sql`package_id <> test_id`)
    .execute();

  await sql`alter table hospitals add column visits_per_slot integer not null default 20 check (visits_per_slot between 0 and 500)`.execute(db);
  // Counting a lab's visits in one slot reads only that day and half's rows of that lab (date first: the staff queue keeps its own lab index).
  await sql`create index sample_requests_slot_lab on sample_requests (date, lab_id) where lab_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sample_requests_slot_lab`.execute(db);
  await sql`alter table hospitals drop column visits_per_slot`.execute(db);
  await db.schema.dropTable("package_tests").execute();
  await sql`drop index sample_requests_by_member`.execute(db);
  await sql`alter table sample_requests drop column accepted_amount_paise`.execute(db);
  await sql`alter table sample_requests drop column guardian_consent_at`.execute(db);
  await sql`alter table sample_requests drop column member_id`.execute(db);
  await db.schema.dropTable("family_members").execute();
}
