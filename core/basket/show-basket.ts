import type { Db } from "../../db/client";
import { priceBasket, type BasketLine } from "../catalog/price-basket";
import { isAppError } from "../errors/app-error";
import { readBasket } from "./visitor-basket";

/** Home sample collection costs nothing (the promise on the booking section); the basket shows it as its own line. */
export const HOME_COLLECTION_FEE_PAISE = 0;

export type BasketView = {
  lab: { id: number; name: string };
  lines: BasketLine[];
  testsPaise: number;
  collectionFeePaise: number;
  /** What the booking charges: the tests at the lab's prices and the collection fee. */
  totalPaise: number;
  fastingHours: number;
  turnaroundHours: number;
};

/** The totals a basket shows and a booking charges, from the priced tests: one rule for both. */
export function basketTotals(priced: { lines: BasketLine[]; fastingHours: number; turnaroundHours: number }) {
  const testsPaise = priced.lines.reduce((total, line) => total + line.pricePaise, 0);
  return {
    lines: priced.lines,
    testsPaise,
    collectionFeePaise: HOME_COLLECTION_FEE_PAISE,
    totalPaise: testsPaise + HOME_COLLECTION_FEE_PAISE,
    fastingHours: priced.fastingHours,
    turnaroundHours: priced.turnaroundHours,
  };
}

/**
 * The visitor's basket at its lab's prices now (read again on every page: a price changed by staff shows at once).
 * A lab that stopped taking bookings, or tests that were all retired, leave no basket to show; a retired test among
 * others is left out of what is shown and refused at booking, which prices the basket again.
 */
export async function showBasket(db: Db, token: string | undefined): Promise<BasketView | null> {
  const basket = await readBasket(db, token);
  if (!basket) return null;
  const lab = await db
    .selectFrom("hospitals")
    .select(["id", "name"])
    .where("id", "=", basket.labId)
    .where("type", "=", "Lab")
    .where("status", "=", "Active")
    .executeTakeFirst();
  if (!lab) return null;
  const active = await db.selectFrom("tests").select("slug").where("slug", "in", basket.slugs).where("active", "=", true).execute();
  const slugs = basket.slugs.filter((slug) => active.some((test) => test.slug === slug));
  if (slugs.length === 0) return null;
  try {
    return { lab: { id: lab.id, name: lab.name }, ...basketTotals(await priceBasket(db, lab.id, slugs)) };
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

/**
 * The basket as a booking charges it, strictly: nothing to book is `basketEmpty`; a test retired or a lab closed
 * since the page was shown is `basketPriceChanged` (the page then shows what is left, at today's prices).
 */
export async function showBasketForBooking(db: Db, token: string | undefined): Promise<{ ok: true; view: BasketView } | { ok: false; code: "basketEmpty" | "basketPriceChanged" }> {
  const basket = await readBasket(db, token);
  if (!basket) return { ok: false, code: "basketEmpty" };
  const view = await showBasket(db, token);
  if (!view || view.lines.length !== basket.slugs.length) return { ok: false, code: "basketPriceChanged" };
  return { ok: true, view };
}
