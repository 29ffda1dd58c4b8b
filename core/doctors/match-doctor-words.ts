import { sql, type RawBuilder } from "kysely";
import type { Db } from "../../db/client";

/**
 * Known words a typed word may mean when it is not itself a known word: its completions and near spellings.
 * A typed word that is a known word means that word: "sen" is Sen, not also Sengupta or Seal.
 */
const CANDIDATES_PER_WORD = 4;

/** A known word standing for a typed one, and how alike the two are (1 for the word itself). */
export type WordCandidate = { word: string; likeness: number };

/** A known word that starts with the typed one is nearly as likely as the word itself: "chat" is Chatterjee, not Chapra. */
const COMPLETION_LIKENESS = 0.8;

export type DoctorWordsQuery = {
  /** For every typed word, the known words it may mean, closest first. */
  candidates: WordCandidate[][];
  /** Roughly how many doctors hold every typed word, taking the words as independent. */
  estimate: number;
  /** How many doctors there are, as the planner last counted them. */
  doctors: number;
};

/**
 * Typed words as known doctors' words: a word some doctor holds means itself; any other means its completions and
 * near spellings ("sudpta" → sudipta, "mukherji" → mukherjee, "chat" → chatterjee). Null when some typed word is
 * like nothing any doctor's record holds, as then no doctor holds every word.
 */
export async function doctorWordsQuery(db: Db, words: readonly string[]): Promise<DoctorWordsQuery | null> {
  if (words.length === 0) return null;
  // A known word is one index lookup; only the other words are compared with the whole vocabulary.
  const rows = await sql<{ position: number; word: string; ndoc: number; likeness: number; doctors: number }>`
    select q.position::int as position, w.word, w.ndoc, w.likeness,
      (select greatest(reltuples, 1)::int from pg_class where oid = 'doctors'::regclass) as doctors
    from (
      select typed, position, replace(replace(typed, '%', ''), '_', '') || '%' as prefix
      from unnest(${words}::text[]) with ordinality as typed_words(typed, position)
    ) q
    cross join lateral (
      (select word, ndoc, 1::real as likeness from doctor_words where word = q.typed and ndoc > 0)
      union all
      (select word, ndoc, likeness from (
        select word, ndoc, case when word like q.prefix then greatest(similarity(word, q.typed), ${COMPLETION_LIKENESS}) else similarity(word, q.typed) end as likeness
        from doctor_words
        where ndoc > 0 and (word % q.typed or word like q.prefix)
          and not exists (select from doctor_words known where known.word = q.typed and known.ndoc > 0)
      ) near order by likeness desc, word limit ${CANDIDATES_PER_WORD})
    ) w
  `.execute(db);
  const candidates: WordCandidate[][] = words.map(() => []);
  const held: number[] = words.map(() => 0);
  for (const row of rows.rows) {
    const at = row.position - 1;
    candidates[at]!.push({ word: row.word, likeness: row.likeness });
    held[at]! += row.ndoc;
  }
  if (candidates.some((options) => options.length === 0)) return null;
  const doctors = Math.max(rows.rows[0]?.doctors ?? 1, ...held);
  const estimate = held.reduce((share, ndoc) => share * Math.min(1, ndoc / doctors), 1) * doctors;
  return { candidates, estimate, doctors };
}

/** Only the closest known words of every typed word: the likeliest reading of what was typed. */
export function closestWords(query: DoctorWordsQuery): DoctorWordsQuery {
  const candidates = query.candidates.map((options) => {
    const best = Math.max(...options.map((option) => option.likeness));
    return options.filter((option) => option.likeness === best);
  });
  return { ...query, candidates };
}

/** Lexemes quoted as tsquery literals, so a word can never be read as an operator. */
function lexeme(word: string): string {
  return `'${word.replace(/'/g, "''")}'`;
}

/** The full-text query holding every typed word, each through any of its known words. */
export function wordsTsquery(query: DoctorWordsQuery): RawBuilder<unknown> {
  const text = query.candidates.map((options) => `(${options.map((option) => lexeme(option.word)).join(" | ")})`).join(" & ");
  return sql`to_tsquery('simple', ${text})`;
}

/**
 * How well a record's words answer the typed ones, 0 to 1: for every typed word the likeness of the closest known
 * word the record holds, averaged. A record holding the typed words themselves scores 1.
 */
export function wordsScore(query: DoctorWordsQuery, vector: RawBuilder<unknown>): RawBuilder<number> {
  const perWord = query.candidates.map((options) =>
    options.length === 1
      ? sql`${options[0]!.likeness}::real`
      : sql`greatest(${sql.join(options.map((option) => sql`case when ${vector} @@ to_tsquery('simple', ${lexeme(option.word)}) then ${option.likeness}::real else 0 end`))})`,
  );
  return sql<number>`((${sql.join(perWord, sql` + `)}) / ${query.candidates.length}::real)`;
}
