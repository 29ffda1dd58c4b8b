import { sql, type Kysely } from "kysely";

/**
 * Issue #28: the values a lab reports for an order, one row per parameter (core/results/parameters.ts), and the
 * history of corrections made after they were published. A value is a draft (published_at null) until the report
 * PDF is uploaded ("Report Generated"), which publishes the order's drafts in the same transaction; a patient never
 * reads a draft. A correction after publishing keeps the old value in result_value_corrections (decision 0025).
 * Expand only: the previous version ignores both tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("result_values")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("request_id", "bigint", (c) => c.notNull().references("sample_requests.id").onDelete("cascade"))
    // Whose sample it is, copied from the order so a member's trend is one index read.
    .addColumn("member_id", "bigint", (c) => c.references("family_members.id").onDelete("set null"))
    .addColumn("parameter", "text", (c) => c.notNull())
    .addColumn("value_number", "double precision")
    .addColumn("value_code", "text")
    // The unit the lab printed (UCUM); the page converts only between units core/results/unit-conversion.ts joins.
    .addColumn("unit", "text")
    .addColumn("entered_by", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("entered_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("published_at", "timestamptz")
    .addUniqueConstraint("result_values_one_per_parameter", ["request_id", "parameter"])
    .addCheckConstraint("result_values_one_value", sql`(value_number is null) <> (value_code is null) and (value_number is null or unit is not null)`)
    .execute();
  // A member's published values of one parameter, oldest first: the trend.
  await sql`create index result_values_trend on result_values (member_id, parameter, published_at) where published_at is not null`.execute(db);

  await db.schema
    .createTable("result_value_corrections")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("result_value_id", "bigint", (c) => c.notNull().references("result_values.id").onDelete("cascade"))
    .addColumn("request_id", "bigint", (c) => c.notNull().references("sample_requests.id").onDelete("cascade"))
    .addColumn("parameter", "text", (c) => c.notNull())
    .addColumn("old_value_number", "double precision")
    .addColumn("old_value_code", "text")
    .addColumn("old_unit", "text")
    .addColumn("old_entered_by", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("old_entered_at", "timestamptz", (c) => c.notNull())
    .addColumn("corrected_by", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("corrected_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index result_value_corrections_by_order on result_value_corrections (request_id, corrected_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("result_value_corrections").execute();
  await db.schema.dropTable("result_values").execute();
}
