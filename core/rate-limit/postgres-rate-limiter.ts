import { sql } from "kysely";
import type { Db } from "../../db/client";
import type { RateDecision, RateLimiter } from "./rate-limiter";

export function postgresRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
      const interval = `${windowMs} milliseconds`;
      const row = await sql<{ hits: number; window_started_at: Date }>`
        insert into rate_limits as r (key, window_started_at, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when r.window_started_at + ${interval}::interval <= now() then 1 else r.hits + 1 end,
          window_started_at = case when r.window_started_at + ${interval}::interval <= now() then now() else r.window_started_at end
        returning hits, window_started_at
      `.execute(db);
      const { hits, window_started_at } = row.rows[0]!;
      const retryAfterMs = Math.max(0, window_started_at.getTime() + windowMs - Date.now());
      return { allowed: hits <= limit, retryAfterMs: hits <= limit ? 0 : retryAfterMs };
    },
    async clear(key: string): Promise<void> {
      await db.deleteFrom("rate_limits").where("key", "=", key).execute();
    },
  };
}
