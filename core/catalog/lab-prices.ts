import type { Db } from "../../db/client";
import type { ReferenceReads } from "../reference-reads/reference-reads";
import { AppError } from "../errors/app-error";

export type PricedTest = { id: number; name: string; pricePaise: number };

/**
 * The active catalogue (or the tests among `ids`) at a lab's prices: the lab's own price where it lists the test,
 * else the catalogue's. The staff form shows these prices and confirming charges them: one rule for both.
 */
export async function labPricedTests(db: Db, labId: number | null, ids?: number[]): Promise<PricedTest[]> {
  let query = db
    .selectFrom("tests")
    .leftJoin("lab_tests", (join) => join.onRef("lab_tests.test_id", "=", "tests.id").on("lab_tests.lab_id", "=", labId ?? -1))
    .select(["tests.id", "tests.name", "tests.price_paise", "lab_tests.price_paise as lab_price_paise"])
    .where("tests.active", "=", true)
    .orderBy("tests.name");
  if (ids) query = query.where("tests.id", "in", ids);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, name: row.name, pricePaise: row.lab_price_paise ?? row.price_paise }));
}

/** The chosen tests at the order's lab's prices; unknown or inactive tests are refused (the form shows which). */
export async function priceTests(db: Db, labId: number | null, testIds: number[]): Promise<PricedTest[]> {
  const ids = [...new Set(testIds)];
  if (ids.length === 0) throw new AppError("testsNeeded", 400);
  const tests = await labPricedTests(db, labId, ids);
  if (tests.length !== ids.length) throw new AppError("testUnknown", 400);
  return tests;
}

export type LabPrice = { labId: number; testId: number; pricePaise: number };

/**
 * The same rule for several labs at once, for the pages that list offers (a test or the packages at each lab of the
 * page): one read, through the reference-data cache. A booking never uses these: it prices again with priceTests.
 */
export async function labsPricedTests(reads: ReferenceReads, labIds: readonly number[], testIds: readonly number[]): Promise<LabPrice[]> {
  if (labIds.length === 0 || testIds.length === 0) return [];
  const rows = await reads.rows(
    reads.db
      .selectFrom("hospitals")
      .innerJoin("tests", (join) => join.onTrue())
      .leftJoin("lab_tests", (join) => join.onRef("lab_tests.test_id", "=", "tests.id").onRef("lab_tests.lab_id", "=", "hospitals.id"))
      .select(["hospitals.id as lab_id", "tests.id as test_id", "tests.price_paise", "lab_tests.price_paise as lab_price_paise"])
      .where("hospitals.id", "in", [...labIds])
      .where("tests.id", "in", [...testIds])
      .where("tests.active", "=", true),
  );
  return rows.map((row) => ({ labId: Number(row.lab_id), testId: Number(row.test_id), pricePaise: row.lab_price_paise ?? row.price_paise }));
}
