import { sql } from "kysely";
import type { Db } from "./client";

/** The work that must run in one process at a time across every process sharing the database. */
export type LockName = "nikat:reference-data" | "nikat:demo-data";

/**
 * Runs `work` holding a PostgreSQL advisory lock on one connection of the pool: a second process (two starting
 * together on an empty database) waits here, then finds the data loaded and loads nothing. The lock goes with
 * the connection, so a process killed while holding it frees it.
 */
export async function withAdvisoryLock<T>(
  db: Db,
  name: LockName,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    // The wait for the other process, and the loading itself, may outlast a request's statement timeout.
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      await sql`select pg_advisory_lock(hashtextextended(${name}, 0))`.execute(
        connection,
      );
      try {
        return await work(connection);
      } finally {
        await sql`select pg_advisory_unlock(hashtextextended(${name}, 0))`.execute(
          connection,
        );
      }
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}
