import type { Db } from "../../db/client";
import { readRows, type Recall } from "../reference-data/reference-reads";
import { shuffled } from "./shuffled";
import { SPECIALITY_SUGGESTIONS } from "./specialities";

/**
 * Spec 001 §7 'Specialty suggestions': the specialist table in random order, 18 at most. The table is small (one
 * row a speciality): it is read whole, and each page draws its own order.
 */
export async function listSpecialitySuggestions(db: Db, options: { recall?: Recall; random?: () => number } = {}): Promise<string[]> {
  const rows = await readRows(db.selectFrom("specialist").select("name").orderBy("id"), options.recall);
  return shuffled(rows.map((row) => row.name), options.random).slice(0, SPECIALITY_SUGGESTIONS);
}
