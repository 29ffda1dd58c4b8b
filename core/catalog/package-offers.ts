import type { Db } from "../../db/client";
import { listHealthPackages, type HealthPackage } from "./health-packages";
import { labPricedTests } from "./lab-prices";

export type PackageOffer = Omit<HealthPackage, "pricePaise"> & {
  /** Each lab's price (the one price rule), in the order the labs were given. */
  prices: { labId: number; pricePaise: number }[];
  /** The lowest of them: "from ₹X" where several labs offer it. */
  fromPaise: number;
};

/** The health packages at each of these labs' prices (the labs a page lists), cheapest first; none without labs. */
export async function packageOffers(db: Db, labIds: readonly number[]): Promise<PackageOffer[]> {
  const labs = [...new Set(labIds)];
  if (labs.length === 0) return [];
  const packages = await listHealthPackages(db, null);
  if (packages.length === 0) return [];
  const ids = packages.map((entry) => entry.id);
  const priced = await Promise.all(labs.map(async (labId) => ({ labId, tests: await labPricedTests(db, labId, ids) })));
  return packages
    .map(({ pricePaise: _catalogue, ...entry }) => {
      const prices = priced.map(({ labId, tests }) => ({ labId, pricePaise: tests.find((test) => test.id === entry.id)?.pricePaise ?? 0 })).filter((price) => price.pricePaise > 0);
      return { ...entry, prices, fromPaise: Math.min(...prices.map((price) => price.pricePaise)) };
    })
    .filter((entry) => entry.prices.length > 0)
    .sort((a, b) => a.fromPaise - b.fromPaise);
}
