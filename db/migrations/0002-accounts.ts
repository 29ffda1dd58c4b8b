import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("phone", "text", (c) => c.notNull().unique().check(sql`phone ~ '^[6-9][0-9]{9}$'`))
    .addColumn("name", "text")
    .addColumn("gender", "text", (c) => c.check(sql`gender in ('Male', 'Female', 'Others')`))
    .addColumn("age", "text")
    .addColumn("address", "text")
    .addColumn("city", "text")
    .addColumn("state", "text")
    .addColumn("pincode", "text")
    .addColumn("country", "text", (c) => c.notNull().defaultTo("India"))
    .addColumn("role", "text", (c) => c.notNull().defaultTo("patient").check(sql`role in ('patient', 'agent', 'lab', 'admin')`))
    .addColumn("password_hash", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("login_codes")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('login', 'password_reset')`))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("consumed_at", "timestamptz")
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("login_codes_phone_created").on("login_codes").columns(["phone", "created_at"]).execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("to", "text", (c) => c.notNull())
    .addColumn("template", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("params", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("queued").check(sql`state in ('queued', 'sent', 'delivered', 'failed')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_id", "text")
    .addColumn("error_code", "text")
    .addColumn("error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("messages_created").on("messages").column("created_at").execute();
  await db.schema.createIndex("messages_provider_id").on("messages").column("provider_id").execute();

  // Spec 000 §7 call 4: the not-found report, with the spec's field names.
  await db.schema
    .createTable("whatsapp_not_found")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("browser_id", "text")
    .addColumn("page_url", "text")
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("time", "text", (c) => c.notNull())
    .addColumn("instant", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("to", "text")
    .addColumn("msg", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_started_at", "timestamptz", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["rate_limits", "whatsapp_not_found", "messages", "login_codes", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
