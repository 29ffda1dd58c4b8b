import { sql } from "kysely";
import type { Db } from "../../db/client";
import { TEST_CATALOGUE } from "./test-catalogue";

/**
 * Adds the catalogue's tests and packages that the `tests` table does not hold yet (all of them on an empty
 * database), and each package's list of tests. What is already there is left alone: staff own prices and may
 * retire a test (active = false) once it is loaded. Returns how many entries were added.
 */
export async function loadTestCatalogue(db: Db): Promise<number> {
  const added = await db
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
    .onConflict((oc) => oc.column("slug").doNothing())
    .returning("id")
    .execute();
  const contents = TEST_CATALOGUE.flatMap((test) => (test.includes ?? []).map((part) => ({ package: test.slug, part })));
  if (contents.length > 0) {
    await sql`
      insert into package_tests (package_id, test_id)
      select package.id, part.id
      from jsonb_to_recordset(${JSON.stringify(contents)}::jsonb) as wanted(package text, part text)
      join tests package on package.slug = wanted.package
      join tests part on part.slug = wanted.part
      on conflict do nothing
    `.execute(db);
  }
  return added.length;
}
