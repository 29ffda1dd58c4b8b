import type { Db } from "../../db/client";
import { SPECIALITIES } from "./specialities";

/** The `specialist` table is reference data: filled on start when empty, like the test catalogue. */
export async function loadSpecialitiesIfEmpty(db: Db): Promise<number> {
  const existing = await db.selectFrom("specialist").select("id").limit(1).executeTakeFirst();
  if (existing) return 0;
  await db.insertInto("specialist").values(SPECIALITIES.map(({ name, slug }) => ({ name, slug }))).execute();
  return SPECIALITIES.length;
}
