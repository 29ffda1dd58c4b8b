import { sql, type Kysely } from "kysely";

/**
 * Search results nearest first: the chambers' copy of their doctor's words gets its own full-text index, so a search
 * with a few thousand matches reads only the matching chambers and orders them by distance. The vocabulary of
 * doctors' words now follows edits and deletions too: a renamed doctor is found by the new name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index chambers_search on chambers using gin (search_vector) where status = 'Active' and lat is not null and lon is not null`.execute(db);

  await sql`drop trigger doctors_words_insert on doctors`.execute(db);
  await sql`drop function doctor_words_add`.execute(db);
  // One function for the three statement triggers (an update that changes no words moves no counts): each passes the rows it has (PostgreSQL allows a transition
  // table only on a single-event trigger), and a word's count moves by what was added minus what was removed.
  await sql`
    create function doctor_words_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into doctor_words (word, ndoc)
        select word, count(*) from (select unnest(tsvector_to_array(search_vector)) as word from new_rows) w group by word
        -- Words in one order: doctors changed at the same time then lock shared words in the same order, never in a cycle.
        order by word
        on conflict (word) do update set ndoc = doctor_words.ndoc + excluded.ndoc;
      elsif tg_op = 'UPDATE' then
        insert into doctor_words (word, ndoc)
        select word, sum(delta) from (
          select unnest(tsvector_to_array(search_vector)) as word, 1 as delta from new_rows
          union all
          select unnest(tsvector_to_array(search_vector)), -1 from old_rows
        ) w group by word having sum(delta) <> 0
        order by word
        on conflict (word) do update set ndoc = greatest(doctor_words.ndoc + excluded.ndoc, 0);
      else
        update doctor_words set ndoc = greatest(doctor_words.ndoc - gone.n, 0)
        from (
          select word, count(*) as n from (select unnest(tsvector_to_array(search_vector)) as word from old_rows) w group by word order by word
        ) gone
        where doctor_words.word = gone.word;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger doctors_words_insert after insert on doctors referencing new table as new_rows for each statement execute function doctor_words_count()`.execute(db);
  await sql`create trigger doctors_words_update after update on doctors referencing old table as old_rows new table as new_rows for each statement execute function doctor_words_count()`.execute(db);
  await sql`create trigger doctors_words_delete after delete on doctors referencing old table as old_rows for each statement execute function doctor_words_count()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger doctors_words_delete on doctors`.execute(db);
  await sql`drop trigger doctors_words_update on doctors`.execute(db);
  await sql`drop trigger doctors_words_insert on doctors`.execute(db);
  await sql`drop function doctor_words_count`.execute(db);
  await sql`
    create function doctor_words_add() returns trigger language plpgsql as $$
    begin
      insert into doctor_words (word, ndoc)
      select word, count(*) from (select unnest(tsvector_to_array(search_vector)) as word from new_rows) w group by word
      order by word
      on conflict (word) do update set ndoc = doctor_words.ndoc + excluded.ndoc;
      return null;
    end $$`.execute(db);
  await sql`create trigger doctors_words_insert after insert on doctors referencing new table as new_rows for each statement execute function doctor_words_add()`.execute(db);
  await sql`drop index chambers_search`.execute(db);
}
