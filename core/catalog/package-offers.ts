import type { ReferenceReads } from "../reference-reads/reference-reads";
import { listHealthPackages, type HealthPackage } from "./health-packages";
import { labsPricedTests } from "./lab-prices";

export type PackageOffer = Omit<HealthPackage, "pricePaise"> & {
  /** Each lab's price (the one price rule), in the order the labs were given. */
  prices: { labId: number; pricePaise: number }[];
  /** The lowest of them: "from ₹X" where several labs offer it. */
  fromPaise: number;
};

/** The health packages at each of these labs' prices (the labs a page lists), cheapest first; none without labs. */
export async function packageOffers(reads: ReferenceReads, labIds: readonly number[]): Promise<PackageOffer[]> {
  const labs = [...new Set(labIds)];
  if (labs.length === 0) return [];
  const packages = await listHealthPackages(reads, null);
  const prices = await labsPricedTests(reads, labs, packages.map((entry) => entry.id));
  return packages
    .map(({ pricePaise: _catalogue, ...entry }) => {
      const own = labs.flatMap((labId) => prices.filter((price) => price.labId === labId && price.testId === entry.id).map(({ pricePaise }) => ({ labId, pricePaise })));
      return { ...entry, prices: own, fromPaise: Math.min(...own.map((price) => price.pricePaise)) };
    })
    .filter((entry) => entry.prices.length > 0)
    .sort((a, b) => a.fromPaise - b.fromPaise);
}
