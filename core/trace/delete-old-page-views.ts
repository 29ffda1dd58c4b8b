import type { Db } from "../../db/client";

/** Page views (the visitor trace) are kept this long: enough for statistics and for looking into abuse. */
export const PAGE_VIEW_RETENTION_DAYS = 90;
const DAY_MS = 24 * 3_600_000;

/**
 * Deletes the page views older than the retention, a batch at a time: each batch is its own short statement
 * (on the sync_time index), so the table is never locked long and the vacuum keeps up. Returns how many went.
 */
export async function deleteOldPageViews(db: Db, options: { now?: Date; batchSize?: number; retentionDays?: number } = {}): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.retentionDays ?? PAGE_VIEW_RETENTION_DAYS) * DAY_MS);
  const batchSize = options.batchSize ?? 5_000;
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom("trace")
      .where("id", "in", (old) => old.selectFrom("trace").select("id").where("sync_time", "<", cutoff).limit(batchSize))
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batchSize) return deleted;
  }
}
