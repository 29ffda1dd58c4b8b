import type { Db } from "../../db/client";

export type CatalogueEntry = { id: number; slug: string; name: string; pricePaise: number; fastingHours: number; turnaroundHours: number };

/** Every active test, cheapest first within the usual reading order of the catalogue (by name). */
export async function listCatalogue(db: Db): Promise<CatalogueEntry[]> {
  const rows = await db
    .selectFrom("tests")
    .select(["id", "slug", "name", "price_paise", "fasting_hours", "turnaround_hours"])
    .where("active", "=", true)
    .orderBy("name")
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, pricePaise: row.price_paise, fastingHours: row.fasting_hours, turnaroundHours: row.turnaround_hours }));
}
