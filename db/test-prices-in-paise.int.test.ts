// Migration 0022: the prices inside sample_requests.tests move from rupees to integer paise, and back on rollback.
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, migrateToLatest, type Db } from "./client";
import * as pricesInPaise from "./migrations/0022-test-prices-in-paise";
import { freshDatabase } from "./test-support/fresh-database";

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  db = createDb(fresh.url, { max: 2 });
  await migrateToLatest(db);
}, 60_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

const testsOf = async (id: number) => (await sql<{ tests: unknown }>`select tests from sample_requests where id = ${id}`.execute(db)).rows[0]?.tests;

async function insertOrder(tests: unknown): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    with patient as (insert into users (phone) values (${`98${String(Math.random()).slice(2, 10)}`}) returning id)
    insert into sample_requests (uid, phone, name, tests) select id, '9876543210', 'Migration Test', ${JSON.stringify(tests)}::jsonb from patient returning id`.execute(db);
  return rows[0]!.id;
}

describe("migration 0022: test prices in paise", () => {
  it("turns each rupee price into integer paise in order, an unpriced test into null, and leaves empty lists alone", async () => {
    const priced = await insertOrder([
      { test_name: "CBC", amount: 350 },
      { test_name: "Lipid Profile", amount: 599.5 },
      { test_name: "Not priced", amount: "N/A" },
    ]);
    const empty = await insertOrder([]);
    await pricesInPaise.up(db as unknown as Kysely<unknown>);
    expect(await testsOf(priced)).toEqual([
      { test_name: "CBC", amount_paise: 35_000 },
      { test_name: "Lipid Profile", amount_paise: 59_950 },
      { test_name: "Not priced", amount_paise: null },
    ]);
    expect(await testsOf(empty)).toEqual([]);

    await pricesInPaise.down(db as unknown as Kysely<unknown>);
    expect(await testsOf(priced)).toEqual([
      { test_name: "CBC", amount: 350 },
      { test_name: "Lipid Profile", amount: 599.5 },
      { test_name: "Not priced", amount: null },
    ]);
    expect(await testsOf(empty)).toEqual([]);
  });
});
