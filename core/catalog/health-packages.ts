import type { ReferenceReads } from "../reference-reads/reference-reads";

export type HealthPackage = { id: number; slug: string; name: string; pricePaise: number; fastingHours: number; turnaroundHours: number; testSlugs: string[] };

/**
 * The active health packages with the tests each is made of, at a lab's prices (the lab's own price where it lists
 * the package, else the catalogue's), cheapest first. Without a lab, the catalogue's prices.
 */
export async function listHealthPackages(reads: ReferenceReads, labId: number | null): Promise<HealthPackage[]> {
  const rows = await reads.rows(
    reads.db
      .selectFrom("package_tests")
      .innerJoin("tests as package", "package.id", "package_tests.package_id")
      .innerJoin("tests as part", "part.id", "package_tests.test_id")
      .leftJoin("lab_tests", (join) => join.onRef("lab_tests.test_id", "=", "package.id").on("lab_tests.lab_id", "=", labId ?? -1))
      .select([
        "package.id",
        "package.slug",
        "package.name",
        "package.price_paise",
        "lab_tests.price_paise as lab_price_paise",
        "package.fasting_hours",
        "package.turnaround_hours",
        "part.slug as part_slug",
      ])
      .where("package.active", "=", true)
      .orderBy("package.id")
      .orderBy("part.id"),
  );
  const packages = new Map<string, HealthPackage>();
  for (const row of rows) {
    const entry = packages.get(row.slug) ?? {
      id: row.id,
      slug: row.slug,
      name: row.name,
      pricePaise: row.lab_price_paise ?? row.price_paise,
      fastingHours: row.fasting_hours,
      turnaroundHours: row.turnaround_hours,
      testSlugs: [],
    };
    entry.testSlugs.push(row.part_slug);
    packages.set(row.slug, entry);
  }
  return [...packages.values()].sort((a, b) => a.pricePaise - b.pricePaise);
}
