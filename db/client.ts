import { Kysely, Migrator, PostgresDialect, sql, type LogEvent } from "kysely";
import pg from "pg";
import { trackConnectionHealth } from "./connection-health";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export type PoolStats = { total: number; idle: number; waiting: number; max: number };
const pools = new WeakMap<Db, pg.Pool>();

/** The connection pool behind a database handle made by createDb: in use, idle, and queries waiting for a connection. */
export function poolStats(db: Db): PoolStats | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max };
}

// bigint ids and counts arrive as strings by default; numeric ratings too. Ours fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
// A calendar day (appointment dates) stays "yyyy-mm-dd": a JS Date would shift it by the server's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * No request needs a statement this long; a query past it is cancelled (SQLSTATE 57014) and answered like a
 * database outage, instead of holding one of the pool's few connections indefinitely.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;
/** A request waits at most this long for a free pool connection, then gets the translated 503 page. */
export const POOL_ACQUIRE_TIMEOUT_MS = 5_000;

/**
 * `log` sees every query with its duration (benchmarks count the time spent in the database).
 * `statementTimeoutMs` 0 turns the timeout off, for bulk work run outside requests (seeding many rows).
 */
export function createDb(
  connectionString: string,
  options: { max?: number; log?: (event: LogEvent) => void; statementTimeoutMs?: number } = {},
): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // Sent when each connection opens, so it holds for every query without a round trip. Behind PgBouncer
    // (transaction mode) set it on the database role instead: see docs/reliability.md, Connections.
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
  });
  let noteFailure: (error: unknown) => void = () => {};
  // A dropped connection (database restart, pg_terminate_backend) must not crash the process: an idle client
  // reports it on the pool, a checked-out one on itself, and an 'error' event nobody listens to kills Node.
  // The pool drops the broken client when it is released and connects afresh for the next query.
  pool.on("error", (error) => noteFailure(error));
  pool.on("connect", (client) => client.on("error", (error) => noteFailure(error)));
  const observedPool = {
    connect: () =>
      pool.connect().catch((error: unknown) => {
        noteFailure(error);
        throw error;
      }),
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: observedPool }),
    log: (event) => {
      if (event.level === "error") noteFailure(event.error);
      options.log?.(event);
    },
  });
  noteFailure = trackConnectionHealth(db);
  pools.set(db, pool);
  return db;
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  return withoutStatementTimeout(db, async (connection) => {
    const migrator = new Migrator({ db: connection, provider: migrationProvider });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  });
}

/**
 * Undoes the newest applied migration (its `down`), for a deploy rolled back within its window: the name undone, or
 * undefined when none is applied. The schema rule that makes this safe is in docs/reliability.md (expand, then contract).
 */
export async function rollBackNewestMigration(db: Db): Promise<string | undefined> {
  return withoutStatementTimeout(db, async (connection) => {
    const migrator = new Migrator({ db: connection, provider: migrationProvider });
    const { error, results } = await migrator.migrateDown();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return results?.find((r) => r.status === "Success")?.migrationName;
  });
}

/**
 * Schema work on one connection with no statement timeout: an index build on a big table, or waiting for Kysely's
 * migration lock while another process migrates, may take longer than any request should.
 */
async function withoutStatementTimeout<T>(db: Db, work: (connection: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

/** The applied migrations, oldest first. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  return (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined).map((m) => m.name);
}
