// Every migration can be undone, newest first, and done again: `npm run db:rollback` rests on each `down` (issue #32).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appliedMigrations, createDb, migrateToLatest, rollBackNewestMigration, type Db } from "./client";
import { freshDatabase } from "./test-support/fresh-database";

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  db = createDb(fresh.url, { max: 2 });
}, 60_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

describe("migrations roll back", () => {
  it("one at a time, newest first, down to none; then all apply again", async () => {
    const all = await migrateToLatest(db);
    expect(all.length).toBeGreaterThan(10);
    for (const expected of [...all].reverse()) {
      expect(await rollBackNewestMigration(db)).toBe(expected);
      expect((await appliedMigrations(db)).at(-1)).not.toBe(expected);
    }
    expect(await appliedMigrations(db)).toEqual([]);
    expect(await rollBackNewestMigration(db)).toBeUndefined();
    expect(await migrateToLatest(db)).toEqual(all);
  }, 120_000);
});
