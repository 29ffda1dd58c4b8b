import type { Db } from "../../db/client";
import { listActiveLabs } from "../catalog/list-active-labs";
import { packageOffers, type PackageOffer } from "../catalog/package-offers";
import { uncachedReferenceReads } from "../reference-reads/reference-reads";

/** How many labs a package's prices are looked up at: the active labs the site lists. */
const LABS = 50;

/** The health packages at the active labs' prices (the one price rule), cheapest first, at most ten (a list's rows). */
export async function chatPackages(db: Db): Promise<PackageOffer[]> {
  const labs = await listActiveLabs(db, { limit: LABS });
  const offers = await packageOffers(uncachedReferenceReads(db), labs.map((lab) => lab.id));
  return offers.slice(0, 10);
}

/** The labs offering this package, each with its name and price, cheapest first (at most ten). */
export async function packageLabs(db: Db, packageId: number): Promise<{ id: number; name: string; pricePaise: number; packageName: string }[]> {
  const labs = await listActiveLabs(db, { limit: LABS });
  const offer = (await packageOffers(uncachedReferenceReads(db), labs.map((lab) => lab.id))).find((entry) => entry.id === packageId);
  if (!offer) return [];
  return offer.prices
    .map((price) => ({ id: price.labId, name: labs.find((lab) => lab.id === price.labId)?.name ?? "", pricePaise: price.pricePaise, packageName: offer.name }))
    .sort((a, b) => a.pricePaise - b.pricePaise)
    .slice(0, 10);
}
