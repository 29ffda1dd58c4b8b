import { sql, type Kysely } from "kysely";

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("specialist")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("slug", "text", (c) => c.notNull().unique().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .execute();

  await db.schema
    .createTable("doctors")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("about", "text")
    .addColumn("degree", "text")
    .addColumn("speciality", "text")
    .addColumn("hospital", "text")
    .addColumn("thumbnail", "text")
    .addColumn("rating", "numeric(2, 1)")
    .addColumn("rating_by", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("Active"))
    // What /search/{query} matches: name, speciality, hospital and degree, in one indexed text.
    .addColumn("search_text", "text", (c) =>
      c.generatedAlwaysAs(sql`lower(name || ' ' || coalesce(speciality, '') || ' ' || coalesce(hospital, '') || ' ' || coalesce(degree, ''))`).stored(),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Whole-word search (a GIN posting-list intersection, no per-row similarity), fed by a vocabulary that
  // turns typed words into the nearest known words with trigram similarity (the pg_trgm spelling approach).
  await sql`alter table doctors add column search_vector tsvector generated always as (to_tsvector('simple', lower(name || ' ' || coalesce(speciality, '') || ' ' || coalesce(hospital, '') || ' ' || coalesce(degree, '')))) stored`.execute(db);
  await sql`create index doctors_search on doctors using gin (search_vector)`.execute(db);
  // ndoc: how many doctors hold the word (grows with inserts; a hint for choosing the query plan, not a count to show).
  await sql`create table doctor_words (word text primary key, ndoc integer not null default 0)`.execute(db);
  await sql`create index doctor_words_trgm on doctor_words using gin (word gin_trgm_ops)`.execute(db);
  await sql`
    create function doctor_words_add() returns trigger language plpgsql as $$
    begin
      insert into doctor_words (word, ndoc)
      select word, count(*) from (select unnest(tsvector_to_array(search_vector)) as word from new_rows) w group by word
      -- Words in one order: doctors added at the same time then lock shared words in the same order, never in a cycle.
      order by word
      on conflict (word) do update set ndoc = doctor_words.ndoc + excluded.ndoc;
      return null;
    end $$`.execute(db);
  await sql`create trigger doctors_words_insert after insert on doctors referencing new table as new_rows for each statement execute function doctor_words_add()`.execute(db);

  await db.schema.createIndex("doctors_speciality").on("doctors").columns(["speciality", "id"]).execute();
  // Best rated first, for visitors who have not chosen a place yet.
  await sql`create index doctors_rating on doctors (rating desc nulls last, rating_by desc) where status = 'Active'`.execute(db);

  let chambers = db.schema
    .createTable("chambers")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("did", "bigint", (c) => c.notNull().references("doctors.id").onDelete("cascade"))
    // The pharmacy or hospital the doctor sits in, when there is one.
    .addColumn("oid", "bigint", (c) => c.references("hospitals.id").onDelete("set null"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("Active"))
    .addColumn("pincode", "text")
    .addColumn("address", "text")
    .addColumn("lat", "double precision")
    .addColumn("lon", "double precision")
    .addColumn("fee_paise", "integer");
  // Each weekday holds the spec's JSON text {is_open, start_time, end_time}; empty, {} or malformed is closed.
  for (const day of WEEKDAYS) chambers = chambers.addColumn(day, "text");
  // The doctor's speciality and words, copied by triggers: the nearest chambers of a speciality come from one
  // index walk, and a walk for doctors holding common words checks them on the chamber row, without a join.
  chambers = chambers.addColumn("speciality", "text").addColumn("search_vector", sql`tsvector`);
  await chambers.addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.createIndex("chambers_did").on("chambers").column("did").execute();
  await sql`create index chambers_oid on chambers (oid) where status = 'Active'`.execute(db);
  await sql`create index chambers_pincode on chambers (pincode) where status = 'Active'`.execute(db);
  await sql`create index chambers_active_point on chambers using gist (point(lon, lat)) where status = 'Active' and lat is not null and lon is not null`.execute(db);
  // Trusted since PostgreSQL 13, like pg_trgm: equality on text inside a GiST index.
  await sql`create extension if not exists btree_gist`.execute(db);
  await sql`create index chambers_speciality_point on chambers using gist (speciality, point(lon, lat)) where status = 'Active' and lat is not null and lon is not null`.execute(db);
  await sql`
    create function chambers_copy_speciality() returns trigger language plpgsql as $$
    begin
      select speciality, search_vector into new.speciality, new.search_vector from doctors where id = new.did;
      return new;
    end $$`.execute(db);
  await sql`create trigger chambers_speciality before insert or update of did on chambers for each row execute function chambers_copy_speciality()`.execute(db);
  await sql`
    create function doctors_share_speciality() returns trigger language plpgsql as $$
    begin
      update chambers set speciality = new.speciality, search_vector = new.search_vector where did = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger doctors_speciality after update on doctors for each row when (old.speciality is distinct from new.speciality or old.search_vector is distinct from new.search_vector) execute function doctors_share_speciality()`.execute(db);

  await db.schema
    .createTable("appointment_requests")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("doctor_id", "bigint", (c) => c.references("doctors.id").onDelete("set null"))
    .addColumn("chamber_id", "bigint", (c) => c.references("chambers.id").onDelete("set null"))
    .addColumn("hospital_id", "bigint", (c) => c.references("hospitals.id").onDelete("set null"))
    .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("date", "date", (c) => c.notNull())
    .addColumn("time", "text", (c) => c.notNull().check(sql`time ~ '^[0-2][0-9]:[0-5][0-9]$'`))
    .addColumn("reason", "text")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("Requested"))
    // One per rendered form: a form posted twice (double tap, reload) stores and messages once.
    .addColumn("request_key", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("appointment_requests_target", sql`doctor_id is not null or hospital_id is not null`)
    .execute();
  await db.schema.createIndex("appointment_requests_doctor").on("appointment_requests").columns(["doctor_id", "date"]).execute();
  await db.schema.createIndex("appointment_requests_hospital").on("appointment_requests").columns(["hospital_id", "date"]).execute();

  // Pharmacy search by name, and the pinned-hospitals block.
  await sql`create index hospitals_name_search on hospitals using gin (lower(name) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("hospitals_name_search").execute();
  await db.schema.dropTable("appointment_requests").execute();
  await db.schema.dropTable("chambers").execute();
  await db.schema.dropTable("doctors").execute();
  await db.schema.dropTable("doctor_words").execute();
  await sql`drop function doctor_words_add, chambers_copy_speciality, doctors_share_speciality`.execute(db);
  await db.schema.dropTable("specialist").execute();
}
