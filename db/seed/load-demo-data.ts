import type { Db } from "../client";
import { demoLabs } from "./demo-labs";
import { seededRandom } from "./random";

/** Loads the demo data into an empty database (after the test catalogue); returns whether it did. */
export async function loadDemoDataIfEmpty(db: Db): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom("hospitals").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    const labs = await tx.insertInto("hospitals").values(demoLabs()).returning("id").execute();
    const tests = await tx.selectFrom("tests").select(["id", "price_paise"]).orderBy("id").execute();
    const random = seededRandom(733_134);
    // Each lab does most of the catalogue, at its own price within 10% of the usual one (whole ₹10).
    const offers = labs.flatMap((lab) =>
      tests
        .filter(() => random.next() < 0.85)
        .map((test) => ({ lab_id: lab.id, test_id: test.id, price_paise: Math.max(5_000, Math.round((test.price_paise * (0.9 + random.next() * 0.2)) / 1_000) * 1_000) })),
    );
    if (offers.length > 0) await tx.insertInto("lab_tests").values(offers).execute();
    return true;
  });
}
