import { describe, expect, it } from "vitest";
import { basketTotals, HOME_COLLECTION_FEE_PAISE } from "./show-basket";

describe("the totals a basket shows", () => {
  it("adds the tests' prices and the home collection fee, and keeps the longest fasting and the latest report", () => {
    const totals = basketTotals({
      lines: [
        { id: 1, slug: "sugar", name: "Sugar", pricePaise: 15_000 },
        { id: 2, slug: "lipids", name: "Lipids", pricePaise: 45_000 },
      ],
      fastingHours: 12,
      turnaroundHours: 48,
    });
    expect(totals).toMatchObject({ testsPaise: 60_000, collectionFeePaise: HOME_COLLECTION_FEE_PAISE, totalPaise: 60_000 + HOME_COLLECTION_FEE_PAISE, fastingHours: 12, turnaroundHours: 48 });
  });
});
