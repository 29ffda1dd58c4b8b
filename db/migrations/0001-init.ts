import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("hospitals")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('Lab', 'Pharmacy', 'Hospital')`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("about", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("address", "text")
    .addColumn("city", "text")
    .addColumn("pincode", "text")
    .addColumn("map", "text")
    .addColumn("lat", "double precision")
    .addColumn("lon", "double precision")
    .addColumn("test_time", "text")
    .addColumn("thumbnail", "text")
    .addColumn("is_open", "text", (c) => c.notNull().defaultTo("Yes"))
    .addColumn("open_time", "text")
    .addColumn("close_time", "text")
    .addColumn("rating", "numeric(2, 1)")
    .addColumn("rated_by", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pin", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("Active"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("hospitals_type_id").on("hospitals").columns(["type", "id"]).execute();
  await db.schema.createIndex("hospitals_type_lat_lon").on("hospitals").columns(["type", "lat", "lon"]).execute();

  await db.schema
    .createTable("trace")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("browser_id", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("device_type", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("time", "text", (c) => c.notNull())
    .addColumn("current_page", "text", (c) => c.notNull())
    .addColumn("sync_time", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("trace_sync_time").on("trace").column("sync_time").execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('contact', 'services', 'partner')`))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("consent", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_messages").execute();
  await db.schema.dropTable("trace").execute();
  await db.schema.dropTable("hospitals").execute();
}
