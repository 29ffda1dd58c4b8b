import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { errorCode } from "../payments/test-support";
import { priceBasket } from "./price-basket";

const db = testDb();

async function test(values: { pricePaise: number; fastingHours?: number; turnaroundHours?: number; active?: boolean }) {
  const slug = `basket-test-${randomBytes(4).toString("hex")}`;
  const row = await db
    .insertInto("tests")
    .values({ slug, name: slug, price_paise: values.pricePaise, sample_type: "blood", fasting_hours: values.fastingHours ?? 0, turnaround_hours: values.turnaroundHours ?? 24, active: values.active ?? true })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, slug };
}

async function lab() {
  const { id } = await db.insertInto("hospitals").values({ type: "Lab", name: `Basket Lab ${randomBytes(3).toString("hex")}` }).returning("id").executeTakeFirstOrThrow();
  return id;
}

describe("a basket of tests priced before booking", () => {
  it("prices each test at the lab's own price where it lists one, else the catalogue's, and totals them", async () => {
    const sugar = await test({ pricePaise: 15_000, fastingHours: 10, turnaroundHours: 24 });
    const lipids = await test({ pricePaise: 60_000, fastingHours: 12, turnaroundHours: 48 });
    const labId = await lab();
    await db.insertInto("lab_tests").values({ lab_id: labId, test_id: lipids.id, price_paise: 45_000 }).execute();
    const basket = await priceBasket(db, labId, [sugar.slug, lipids.slug, sugar.slug]);
    expect(basket.lines.map((line) => [line.slug, line.pricePaise])).toEqual([
      [sugar.slug, 15_000],
      [lipids.slug, 45_000],
    ]);
    expect(basket).toMatchObject({ totalPaise: 60_000, fastingHours: 12, turnaroundHours: 48 });
  });

  it("refuses an empty basket, an unknown test and one taken out of the catalogue, rather than pricing less", async () => {
    const labId = await lab();
    const known = await test({ pricePaise: 10_000 });
    const retired = await test({ pricePaise: 10_000, active: false });
    expect(await errorCode(priceBasket(db, labId, []))).toBe("400 testsNeeded");
    expect(await errorCode(priceBasket(db, labId, [known.slug, "no-such-test"]))).toBe("400 testUnknown");
    expect(await errorCode(priceBasket(db, labId, [known.slug, retired.slug]))).toBe("400 testUnknown");
  });
});
