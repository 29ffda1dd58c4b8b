import type { Db } from "../../db/client";

/**
 * PostgreSQL's rate-limit counters (used while Redis is away) are keyed by the full IP address or phone, which the
 * limits need while their window is open; every window is an hour at most. A counter whose window started over a
 * day ago limits nothing any more: it is deleted (Redis's counters expire by themselves).
 */
export const STALE_COUNTER_AFTER_MS = 24 * 3_600_000;

export async function deleteStaleRateLimitCounters(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("rate_limits")
    .where("window_started_at", "<", new Date(now.getTime() - STALE_COUNTER_AFTER_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
