import { afterAll, beforeAll, expect, it } from "vitest";
import { loadReferenceData } from "../core/reference-data/load-reference-data";
import { createDb, migrateToLatest, type Db } from "../db/client";
import { freshDatabase } from "../db/test-support/fresh-database";
import { loadMissingDemoData } from "./load-demo-data";

const TABLES = ["pincodes", "tests", "specialist", "hospitals", "doctors", "chambers", "sample_requests"] as const;
type Counted = (typeof TABLES)[number];

const databases: Awaited<ReturnType<typeof freshDatabase>>[] = [];
const pools: Db[] = [];

async function emptyDatabase(processes: number): Promise<Db[]> {
  const database = await freshDatabase();
  databases.push(database);
  const opened = Array.from({ length: processes }, () => createDb(database.url, { max: 3 }));
  pools.push(...opened);
  await migrateToLatest(opened[0]!);
  return opened;
}

async function start(db: Db) {
  await loadReferenceData(db);
  await loadMissingDemoData(db);
}

async function counts(db: Db): Promise<Record<Counted, number>> {
  const entries = await Promise.all(TABLES.map(async (table) => [table, Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)] as const));
  return Object.fromEntries(entries) as Record<Counted, number>;
}

let alone: Record<Counted, number>;

beforeAll(async () => {
  const [db] = await emptyDatabase(1);
  await start(db!);
  alone = await counts(db!);
}, 120_000);

afterAll(async () => {
  await Promise.all(pools.map((db) => db.destroy()));
  for (const database of databases) await database.drop();
});

it("two processes loading the reference data together on an empty database load it once, without an error", async () => {
  expect(alone.pincodes).toBeGreaterThan(0);
  const both = await emptyDatabase(2);
  await Promise.all(both.map((db) => loadReferenceData(db)));
  const loaded = await counts(both[0]!);
  expect([loaded.pincodes, loaded.tests, loaded.specialist]).toEqual([alone.pincodes, alone.tests, alone.specialist]);
}, 120_000);

it("two processes loading the demo data together load one set (27 hospitals, not 54)", async () => {
  expect(alone.hospitals).toBeGreaterThan(0);
  const both = await emptyDatabase(2);
  await loadReferenceData(both[0]!);
  await Promise.all(both.map((db) => loadMissingDemoData(db)));
  expect(await counts(both[0]!)).toEqual(alone);
}, 120_000);
