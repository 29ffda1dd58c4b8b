import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { uncachedReferenceReads } from "../reference-reads/reference-reads";
import { listHealthPackages } from "./health-packages";
import { loadTestCatalogue } from "./load-test-catalogue";
import { priceBasket } from "./price-basket";
import { TEST_CATALOGUE } from "./test-catalogue";

const db = testDb();
const catalogued = TEST_CATALOGUE.filter((test) => test.includes);

describe("health packages", () => {
  it("are loaded with the tests each is made of, and loading again adds nothing", async () => {
    await loadTestCatalogue(db);
    expect(await loadTestCatalogue(db)).toBe(0);
    const packages = await listHealthPackages(uncachedReferenceReads(db), null);
    for (const pack of catalogued) {
      const loaded = packages.find((entry) => entry.slug === pack.slug);
      expect(loaded?.testSlugs.sort(), pack.slug).toEqual([...(pack.includes ?? [])].sort());
    }
  });

  it("puts back a package's list of tests that is missing (an older database), without touching staff's prices", async () => {
    const pack = catalogued[0];
    if (!pack) throw new Error("the catalogue has no package");
    const row = await db.selectFrom("tests").select("id").where("slug", "=", pack.slug).executeTakeFirstOrThrow();
    await db.deleteFrom("package_tests").where("package_id", "=", row.id).execute();
    await db.updateTable("tests").set({ price_paise: 199_900 }).where("id", "=", row.id).execute();
    await loadTestCatalogue(db);
    const loaded = (await listHealthPackages(uncachedReferenceReads(db), null)).find((entry) => entry.slug === pack.slug);
    expect(loaded?.testSlugs).toHaveLength(pack.includes?.length ?? -1);
    expect(loaded?.pricePaise).toBe(199_900);
    await db.updateTable("tests").set({ price_paise: pack.pricePaise }).where("id", "=", row.id).execute();
  });

  it("are priced per lab, and a package in the basket costs the package's price with its longest fasting", async () => {
    const { id: labId } = await db.insertInto("hospitals").values({ type: "Lab", name: `Package Lab ${randomBytes(3).toString("hex")}` }).returning("id").executeTakeFirstOrThrow();
    const heart = await db.selectFrom("tests").select(["id", "price_paise", "fasting_hours"]).where("slug", "=", "heart-care-package").executeTakeFirstOrThrow();
    await db.insertInto("lab_tests").values({ lab_id: labId, test_id: heart.id, price_paise: 129_900 }).execute();
    const atLab = (await listHealthPackages(uncachedReferenceReads(db), labId)).find((entry) => entry.slug === "heart-care-package");
    const anywhere = (await listHealthPackages(uncachedReferenceReads(db), null)).find((entry) => entry.slug === "heart-care-package");
    expect(atLab?.pricePaise).toBe(129_900);
    expect(anywhere?.pricePaise).toBe(heart.price_paise);
    const basket = await priceBasket(db, labId, ["heart-care-package", "vitamin-d"]);
    expect(basket.lines[0]).toMatchObject({ slug: "heart-care-package", pricePaise: 129_900 });
    expect(basket.fastingHours).toBe(heart.fasting_hours);
  });
});
