import type { CompiledQuery } from "kysely";

/**
 * Reads of reference data: labs, hospitals, pharmacies, doctors and their chambers, specialities. They are the same
 * for every visitor who asks the same question (a place, a test), hold nothing about any visitor, and change
 * rarely (by staff, in the database). A page may take them from a recent read instead of the database.
 */
export type Recall = <T>(key: string, read: () => Promise<T>) => Promise<T>;

/** No remembering: every read goes to the database (core's own callers, tests, `npm run dev`). */
export const readEveryTime: Recall = (_key, read) => read();

/**
 * Remembers each read for `keptMs`, shared by every request of this process:
 * - one read at a time per question: pages asking together while it runs wait for the same answer;
 * - a failed read is not remembered (the next page asks the database again);
 * - at most `maxEntries` questions, the oldest forgotten first, so questions made up from addresses and cookies
 *   cannot grow memory;
 * - what is remembered is frozen (the rows and their lists): a page that changed it would change every later page.
 */
export function recentReads(options: { keptMs: number; maxEntries: number; now?: () => number }): Recall {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { readAt: number; value: Promise<unknown> }>();
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const kept = entries.get(key);
    if (kept && now() - kept.readAt < options.keptMs) return kept.value as Promise<T>;
    if (kept) entries.delete(key);
    const value = read().then(frozen, (error: unknown) => {
      if (entries.get(key)?.value === value) entries.delete(key);
      throw error;
    });
    entries.set(key, { readAt: now(), value });
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  };
}

function frozen<T>(value: T): T {
  if (Array.isArray(value)) for (const item of value) Object.freeze(item);
  return Object.freeze(value);
}

type ReadQuery<Row> = { compile(): CompiledQuery; execute(): Promise<Row[]> };

/** A query's rows, through `recall` when given: the question is the query's SQL and its parameters. */
export function readRows<Row>(query: ReadQuery<Row>, recall: Recall | undefined): Promise<readonly Row[]> {
  if (!recall) return query.execute();
  const { sql, parameters } = query.compile();
  return recall(`${sql}\u0000${JSON.stringify(parameters)}`, () => query.execute());
}
