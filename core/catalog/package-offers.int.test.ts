import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { uncachedReferenceReads } from "../reference-reads/reference-reads";
import { listHealthPackages } from "./health-packages";
import { loadTestCatalogue } from "./load-test-catalogue";
import { packageOffers } from "./package-offers";

const db = testDb();

async function lab() {
  const { id } = await db.insertInto("hospitals").values({ type: "Lab", status: "Active", name: `Package Lab ${randomBytes(3).toString("hex")}` }).returning("id").executeTakeFirstOrThrow();
  return id;
}

describe("package offers at the labs of a page", () => {
  it("prices each package at each lab by the one rule and says 'from' the lowest", async () => {
    await loadTestCatalogue(db);
    const [pack] = await listHealthPackages(uncachedReferenceReads(db), null);
    if (!pack) throw new Error("the catalogue has no package");
    const [cheap, usual] = [await lab(), await lab()];
    await db.insertInto("lab_tests").values({ lab_id: cheap, test_id: pack.id, price_paise: pack.pricePaise - 10_000 }).execute();
    const offers = await packageOffers(uncachedReferenceReads(db), [usual, cheap]);
    const offer = offers.find((entry) => entry.slug === pack.slug);
    expect(offer?.prices).toEqual([
      { labId: usual, pricePaise: pack.pricePaise },
      { labId: cheap, pricePaise: pack.pricePaise - 10_000 },
    ]);
    expect(offer?.fromPaise).toBe(pack.pricePaise - 10_000);
    expect(offer?.testSlugs.length).toBeGreaterThan(1);
    expect(await packageOffers(uncachedReferenceReads(db), [])).toEqual([]);
  });
});
