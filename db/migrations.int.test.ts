import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "./client";
import { testDb } from "./test-support/test-db";

const db = testDb();

describe("migrations", () => {
  it("has created every table of the foundation", async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name
    `.execute(db);
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(["contact_messages", "hospitals", "trace", "kysely_migration"]));
  });

  it("is idempotent: running again applies nothing", async () => {
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it("refuses a hospital of an unknown type", async () => {
    await expect(
      sql`insert into hospitals (type, name) values ('Bakery', 'Not a hospital')`.execute(db),
    ).rejects.toThrow(/check constraint/);
  });
});
