import type { Db } from "../../db/client";
import { TEST_CATALOGUE } from "./test-catalogue";

/** The test catalogue is loaded into an empty `tests` table on start; afterwards staff own the prices. */
export async function loadTestCatalogueIfEmpty(db: Db): Promise<number> {
  const existing = await db.selectFrom("tests").select("id").limit(1).executeTakeFirst();
  if (existing) return 0;
  await db
    .insertInto("tests")
    .values(
      TEST_CATALOGUE.map((test) => ({
        slug: test.slug,
        name: test.name,
        aliases: test.aliases.join(" "),
        price_paise: test.pricePaise,
        sample_type: test.sampleType,
        fasting_hours: test.fastingHours,
        turnaround_hours: test.turnaroundHours,
      })),
    )
    .execute();
  return TEST_CATALOGUE.length;
}
