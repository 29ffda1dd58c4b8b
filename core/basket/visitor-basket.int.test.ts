import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { errorCode } from "../payments/test-support";
import { showBasket } from "./show-basket";
import { addToBasket, newBasketToken, readBasket, removeFromBasket } from "./visitor-basket";

const db = testDb();

async function catalogueTest(values: { pricePaise: number; fastingHours: number; turnaroundHours: number }) {
  const slug = `visitor-basket-${randomBytes(4).toString("hex")}`;
  await db.insertInto("tests").values({ slug, name: slug, price_paise: values.pricePaise, sample_type: "blood", fasting_hours: values.fastingHours, turnaround_hours: values.turnaroundHours, active: true }).execute();
  return slug;
}

async function lab() {
  const { id } = await db.insertInto("hospitals").values({ type: "Lab", status: "Active", name: `Visitor Lab ${randomBytes(3).toString("hex")}` }).returning("id").executeTakeFirstOrThrow();
  return id;
}

describe("a visitor's basket", () => {
  it("keeps one lab's tests, shows their total with the free collection, the longest fasting and the latest report", async () => {
    const token = newBasketToken();
    const labId = await lab();
    const sugar = await catalogueTest({ pricePaise: 15_000, fastingHours: 10, turnaroundHours: 12 });
    const lipids = await catalogueTest({ pricePaise: 60_000, fastingHours: 12, turnaroundHours: 48 });
    await addToBasket(db, { token, labId, slug: sugar, startNew: false });
    await addToBasket(db, { token, labId, slug: lipids, startNew: false });
    await addToBasket(db, { token, labId, slug: sugar, startNew: false });
    expect(await showBasket(db, token)).toMatchObject({
      lab: { id: labId },
      lines: [{ slug: sugar }, { slug: lipids }],
      testsPaise: 75_000,
      collectionFeePaise: 0,
      totalPaise: 75_000,
      fastingHours: 12,
      turnaroundHours: 48,
    });
    await removeFromBasket(db, token, lipids);
    expect(await readBasket(db, token)).toEqual({ labId, slugs: [sugar] });
  });

  it("does not mix labs: another lab's test is refused until the visitor starts a new basket with it", async () => {
    const token = newBasketToken();
    const [first, second] = [await lab(), await lab()];
    const sugar = await catalogueTest({ pricePaise: 15_000, fastingHours: 0, turnaroundHours: 24 });
    await addToBasket(db, { token, labId: first, slug: sugar, startNew: false });
    expect(await errorCode(addToBasket(db, { token, labId: second, slug: sugar, startNew: false }))).toBe("409 basketOtherLab");
    expect(await readBasket(db, token)).toEqual({ labId: first, slugs: [sugar] });
    await addToBasket(db, { token, labId: second, slug: sugar, startNew: true });
    expect(await readBasket(db, token)).toEqual({ labId: second, slugs: [sugar] });
  });

  it("refuses a test or lab that does not exist, and finds nothing for a token not of its making", async () => {
    const token = newBasketToken();
    const labId = await lab();
    expect(await errorCode(addToBasket(db, { token, labId, slug: "no-such-test", startNew: false }))).toBe("400 testUnknown");
    expect(await errorCode(addToBasket(db, { token, labId: 2_000_000_000, slug: await catalogueTest({ pricePaise: 100, fastingHours: 0, turnaroundHours: 1 }), startNew: false }))).toBe("400 labUnknown");
    expect(await readBasket(db, "short")).toBeNull();
    expect(await showBasket(db, undefined)).toBeNull();
  });
});
