import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { BackupManifest } from "./backup-manifest";

export type DatabaseDump = Pick<BackupManifest, "migrations" | "tables" | "sequences">;

/**
 * Every table of the app's schema (public) as PostgreSQL's own COPY text, each into `root/database/<table>.copy`, all read in
 * one REPEATABLE READ READ ONLY transaction: one consistent snapshot while the app keeps writing. Why COPY rather
 * than pg_dump: docs/decisions/0014-backup-by-copy.md. Generated columns are left out (PostgreSQL recomputes
 * them); Kysely's migration tables too (the manifest lists the migrations, restore re-creates the schema from them).
 * pg-boss's schema is not dumped: its jobs are recreated (messages still queued are re-sent by the stranded sweep).
 */
export async function dumpDatabase(connectionString: string, root: string): Promise<DatabaseDump> {
  await fs.mkdir(path.join(root, "database"), { mode: 0o700 });
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const migrations = (await client.query<{ name: string }>("select name from kysely_migration order by name")).rows.map((row) => row.name);
    const tables: DatabaseDump["tables"] = [];
    for (const { oid, name } of await appTables(client)) {
      const columns = (
        await client.query<{ name: string }>(
          "select attname as name from pg_attribute where attrelid = $1::oid and attnum > 0 and not attisdropped and attgenerated = '' order by attnum",
          [oid],
        )
      ).rows.map((row) => row.name);
      const rows = Number((await client.query<{ n: string }>(`select count(*)::text as n from ${quote(name)}`)).rows[0]!.n);
      const file = `database/${name}.copy`;
      const list = columns.map(quote).join(", ");
      await pipeline(client.query(copyTo(`copy (select ${list} from ${quote(name)}) to stdout`)), createWriteStream(path.join(root, file), { mode: 0o600 }));
      tables.push({ name, columns, rows, file });
    }
    const sequences = (
      await client.query<{ name: string; last_value: string | null }>("select sequencename as name, last_value::text from pg_sequences where schemaname = 'public' order by 1")
    ).rows.map((row) => ({ name: row.name, lastValue: row.last_value === null ? null : Number(row.last_value) }));
    await client.query("commit");
    return { migrations, tables, sequences };
  } finally {
    await client.end();
  }
}

/** The app's tables: plain and partitioned ones (a partition's rows come with its parent), no migration bookkeeping. */
export async function appTables(client: pg.Client): Promise<{ oid: string; name: string }[]> {
  const result = await client.query<{ oid: string; name: string }>(
    `select c.oid::text as oid, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and c.relname not like 'kysely\\_migration%'
      order by c.relname`,
  );
  return result.rows;
}

export function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
