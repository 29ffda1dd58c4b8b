import { createReadStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Migrator } from "kysely";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { createDb, migrateToLatest } from "../client";
import { migrationProvider } from "../migrations";
import { BackupError } from "./backup-error";
import type { BackupManifest } from "./backup-manifest";
import { appTables, quote } from "./dump-database";

/** Whether the database holds any row in any of the app's tables (a database never migrated holds none). */
export async function databaseHoldsData(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    for (const { name } of await appTables(client)) {
      if ((await client.query(`select 1 from ${quote(name)} limit 1`)).rowCount) return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/**
 * Loads a dump made by dumpDatabase into the database: when `replace`, everything in the app's schema (and pg-boss's)
 * is dropped first. The schema comes from our own migrations, up to the backup's last one; the rows go in with COPY in
 * one transaction (user triggers off, so derived tables such as doctor_words hold exactly what was dumped, and each
 * table after the tables it references), the sequences resume where they were, the row counts are checked, and only
 * then do the migrations added since the backup run.
 */
export async function restoreDatabase(connectionString: string, dir: string, manifest: BackupManifest, options: { replace: boolean }): Promise<void> {
  const known = Object.keys(await migrationProvider.getMigrations());
  const unknown = manifest.migrations.find((name) => !known.includes(name));
  if (unknown) throw new BackupError(`the backup was made by a newer version of Nikat (migration ${unknown} is unknown here): restore it with that version.`);

  const client = new pg.Client({ connectionString });
  await client.connect();
  // Migrations run on an emptied or restored database here; no statement timeout for them (db/client.ts).
  const db = createDb(connectionString, { max: 1, statementTimeoutMs: 0 });
  try {
    if (options.replace) await client.query("drop schema if exists pgboss cascade; drop schema public cascade; create schema public");
    const last = manifest.migrations.at(-1);
    if (last) {
      const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(last);
      if (error) throw error instanceof Error ? error : new Error(String(error));
    }
    await client.query("begin");
    const tables = loadOrder(manifest.tables.map((table) => table.name), await foreignKeys(client));
    if (tables.length > 0) await client.query(`truncate ${tables.map(quote).join(", ")}`);
    for (const name of tables) {
      const table = manifest.tables.find((candidate) => candidate.name === name)!;
      await client.query(`alter table ${quote(name)} disable trigger user`);
      const list = table.columns.map(quote).join(", ");
      await pipeline(createReadStream(path.join(dir, table.file)), client.query(copyFrom(`copy ${quote(name)} (${list}) from stdin`)));
      await client.query(`alter table ${quote(name)} enable trigger user`);
      const rows = Number((await client.query<{ n: string }>(`select count(*)::text as n from ${quote(name)}`)).rows[0]!.n);
      if (rows !== table.rows) throw new BackupError(`table ${name} restored with ${rows} rows where the backup counted ${table.rows}: the backup is damaged.`);
    }
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue === null) continue;
      await client.query("select setval($1::regclass, $2::bigint, true)", [quote(sequence.name), String(sequence.lastValue)]);
    }
    await client.query("commit");
    await migrateToLatest(db);
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await db.destroy();
    await client.end();
  }
}

async function foreignKeys(client: pg.Client): Promise<{ child: string; parent: string }[]> {
  const result = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint k
       join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  return result.rows;
}

/** Each table after every table it references (a self-reference is checked at the end of its own COPY). */
export function loadOrder(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((table) => references.every((ref) => ref.child !== table || ref.parent === table || !pending.has(ref.parent)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle between ${[...pending].join(", ")}: restore needs an order`);
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}
