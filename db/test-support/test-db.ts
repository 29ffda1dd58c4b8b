import { afterAll, inject } from "vitest";
import { createDb, type Db } from "../client";

let db: Db | undefined;

/**
 * The migrated test database (see test-support/global-setup.ts). Call it at the top level of a test file;
 * the connection pool closes when the file's tests are done. Tests create their own rows.
 */
export function testDb(): Db {
  if (!db) {
    db = createDb(inject("databaseUrl"), { max: 4 });
    afterAll(async () => {
      await db?.destroy();
      db = undefined;
    });
  }
  return db;
}
