import type { Redis } from "ioredis";
import type { RateDecision, RateLimiter } from "./rate-limiter";

export function redisRateLimiter(redis: Redis, prefix = "nikat:rl:"): RateLimiter {
  return {
    async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
      const redisKey = prefix + key;
      const [[, hits], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [[null, number], [null, number]];
      let remaining = ttl;
      if (ttl < 0) {
        await redis.pexpire(redisKey, windowMs);
        remaining = windowMs;
      }
      return { allowed: hits <= limit, retryAfterMs: hits <= limit ? 0 : remaining };
    },
    async clear(key: string): Promise<void> {
      await redis.del(prefix + key);
    },
  };
}
