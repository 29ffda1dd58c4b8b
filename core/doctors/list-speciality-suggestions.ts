import { sql } from "kysely";
import type { Db } from "../../db/client";
import { SPECIALITY_SUGGESTIONS } from "./specialities";

/** Spec 001 §7 'Specialty suggestions': the specialist table in random order, 18 at most. */
export async function listSpecialitySuggestions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("specialist").select("name").orderBy(sql`random()`).limit(SPECIALITY_SUGGESTIONS).execute();
  return rows.map((row) => row.name);
}
