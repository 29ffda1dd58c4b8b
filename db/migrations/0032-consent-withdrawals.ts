import { sql, type Kysely } from "kysely";

/**
 * Issue #34: a consent can be withdrawn as easily as it was given (DPDP Act 2023 s.6(4)). Each withdrawal is kept
 * with its time and the time of the consent it ended: the health-data consent of the account (users.
 * health_data_consent_at, cleared by the withdrawal, so the booking form asks again), or the guardian's consent for
 * a child member (family_members.guardian_confirmed_at, cleared likewise). Expand only: the previous version ignores
 * the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("consent_withdrawals")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("account_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("consent", "text", (c) => c.notNull().check(sql`consent in ('health_data', 'guardian')`))
    // The child the guardian's consent was for; null for the account's own health-data consent.
    .addColumn("member_id", "bigint", (c) => c.references("family_members.id").onDelete("cascade"))
    .addColumn("given_at", "timestamptz")
    .addColumn("withdrawn_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("consent_withdrawals_member", sql`(consent = 'guardian') = (member_id is not null)`)
    .execute();
  await sql`create index consent_withdrawals_by_account on consent_withdrawals (account_id, withdrawn_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("consent_withdrawals").execute();
}
