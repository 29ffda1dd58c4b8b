import path from "node:path";
import { createDb, migrateToLatest, type Db } from "./client";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";

export type OpenDatabase = { db: Db; embedded: boolean; connectionString: string; close: () => Promise<void> };

/**
 * The database the configuration names (DATABASE_URL), else the embedded PostgreSQL in DATA_DIR/pg, migrated
 * to the latest schema unless told not to. Used by the server and the command-line tools alike.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** 0 for bulk tools (the seed); the server keeps the default (STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  log?: (line: string) => void;
  /** false: the schema as it is (a rollback must not first migrate what it is about to undo). */
  migrate?: boolean;
}): Promise<OpenDatabase & { applied: string[] }> {
  let embedded: EmbeddedDatabase | undefined;
  let url = options.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(options.dataDir, "pg"), options.log);
    url = embedded.connectionString;
    options.log?.("embedded PostgreSQL is up on 127.0.0.1");
  }
  const db = createDb(url, { max: options.poolSize ?? 10, statementTimeoutMs: options.statementTimeoutMs });
  const applied = options.migrate === false ? [] : await migrateToLatest(db);
  return {
    db,
    applied,
    embedded: embedded !== undefined,
    connectionString: url,
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
