/**
 * A cache of recent answers, for questions whose answer is the same for everyone who asks and may be a little old.
 * It knows nothing of the database: `reference-reads.ts` puts it under the readers of reference data.
 */
export type Recall = <T>(key: string, read: () => Promise<T>) => Promise<T>;

/** No remembering: every read is made (the tests, `npm run dev`, questions not worth keeping). */
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
