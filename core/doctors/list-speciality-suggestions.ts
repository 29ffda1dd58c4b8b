import type { ReferenceReads } from "../reference-reads/reference-reads";
import { shuffled } from "./shuffled";
import { SPECIALITY_SUGGESTIONS } from "./specialities";

/**
 * Spec 001 §7 'Specialty suggestions': the specialist table in random order, 18 at most. The table is small (one
 * row a speciality): it is read whole, and each page draws its own order.
 */
export async function listSpecialitySuggestions(reads: ReferenceReads, options: { random?: () => number } = {}): Promise<string[]> {
  const rows = await reads.rows(reads.db.selectFrom("specialist").select("name").orderBy("id"));
  return shuffled(rows.map((row) => row.name), options.random).slice(0, SPECIALITY_SUGGESTIONS);
}
