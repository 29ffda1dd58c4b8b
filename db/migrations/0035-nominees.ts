import { sql, type Kysely } from "kysely";

/**
 * Issue #34, nominee (DPDP Act 2023 s.14): the person an account holder names to exercise their rights on their death
 * or incapacity. One per account; named, changed and removed with the time (the audit log keeps each step).
 * Expand only: the previous version ignores the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("nominees")
    .addColumn("account_id", "bigint", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn("relation", "text", (c) => c.notNull().check(sql`length(relation) between 1 and 50`))
    .addColumn("phone", "text", (c) => c.notNull().check(sql`phone ~ '^[6-9][0-9]{9}$'`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("nominees").execute();
}
