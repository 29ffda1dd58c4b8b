import type { Db } from "../../db/client";
import { AppError } from "../errors/app-error";
import { priceTests } from "./lab-prices";

/** More tests than any sample visit takes; a longer list is not a patient's basket. */
export const MAX_BASKET_TESTS = 20;

export type BasketLine = { id: number; slug: string; name: string; pricePaise: number };

export type PricedBasket = {
  lines: BasketLine[];
  totalPaise: number;
  /** The longest fasting any of the tests needs; 0 when none does. */
  fastingHours: number;
  /** When the last report is due, in hours after the sample is taken. */
  turnaroundHours: number;
};

/**
 * A basket of catalogue tests (by slug) at one lab's prices, the same rule staff confirm with (the lab's own price
 * where it lists the test, else the catalogue's): the price a patient sees before booking is the price charged.
 * An unknown or inactive test is refused, never silently dropped from the total.
 */
export async function priceBasket(db: Db, labId: number, slugs: readonly string[]): Promise<PricedBasket> {
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) throw new AppError("testsNeeded", 400);
  if (wanted.length > MAX_BASKET_TESTS) throw new AppError("tooLong", 400);
  const facts = await db
    .selectFrom("tests")
    .select(["id", "slug", "fasting_hours", "turnaround_hours"])
    .where("slug", "in", wanted)
    .where("active", "=", true)
    .execute();
  if (facts.length !== wanted.length) throw new AppError("testUnknown", 400);
  const prices = new Map((await priceTests(db, labId, facts.map((test) => test.id))).map((test) => [test.id, test]));
  const lines = wanted.map((slug) => {
    const fact = facts.find((test) => test.slug === slug);
    const price = fact && prices.get(fact.id);
    if (!fact || !price) throw new AppError("testUnknown", 400);
    return { id: fact.id, slug, name: price.name, pricePaise: price.pricePaise };
  });
  return {
    lines,
    totalPaise: lines.reduce((total, line) => total + line.pricePaise, 0),
    fastingHours: Math.max(0, ...facts.map((test) => test.fasting_hours)),
    turnaroundHours: Math.max(0, ...facts.map((test) => test.turnaround_hours)),
  };
}
