import { sql } from "kysely";
import type { Db } from "../../db/client";

/** Known words a typed word may mean: itself, its completions, and words a typo or two away. */
const CANDIDATES_PER_WORD = 4;

/**
 * Turns typed words into a full-text query over the doctors' words: every typed word must match, each through the
 * known words nearest to it ("sudpta" → sudipta, "mukherji" → mukherjee, "chat" → chatterjee). Null when some word
 * is like nothing any doctor's record holds. `estimate` bounds how many doctors can match.
 */
export async function doctorWordsQuery(db: Db, words: readonly string[]): Promise<{ query: string; estimate: number } | null> {
  if (words.length === 0) return null;
  const rows = await sql<{ position: number; word: string; ndoc: number; doctors: number }>`
    select q.position::int as position, w.word, w.ndoc, (select greatest(reltuples, 1)::int from pg_class where oid = 'doctors'::regclass) as doctors
    from unnest(${words}::text[]) with ordinality as q(typed, position)
    cross join lateral (
      select word, ndoc from doctor_words
      where word % q.typed or word like replace(replace(q.typed, '%', ''), '_', '') || '%'
      order by word = q.typed desc, similarity(word, q.typed) desc
      limit ${CANDIDATES_PER_WORD}
    ) w
  `.execute(db);
  const byPosition = new Map<number, string[]>();
  const docs = new Map<number, number>();
  for (const row of rows.rows) {
    byPosition.set(row.position, [...(byPosition.get(row.position) ?? []), row.word]);
    docs.set(row.position, (docs.get(row.position) ?? 0) + row.ndoc);
  }
  if (byPosition.size < words.length) return null;
  // Every word must match: as if the words were independent, the share of doctors holding all of them.
  const doctors = Math.max(rows.rows[0]?.doctors ?? 1, ...docs.values());
  const estimate = [...docs.values()].reduce((share, ndoc) => share * Math.min(1, ndoc / doctors), 1) * doctors;
  // Lexemes quoted as tsquery literals, so a word can never be read as an operator.
  const quote = (word: string) => `'${word.replace(/'/g, "''")}'`;
  return { query: [...byPosition.values()].map((options) => `(${options.map(quote).join(" | ")})`).join(" & "), estimate };
}
