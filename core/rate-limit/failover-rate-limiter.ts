import type { RateDecision, RateLimiter } from "./rate-limiter";

export type FailoverRateLimiter = RateLimiter & {
  /** The primary store failed or disconnected: count in the fallback until primaryUp(). */
  primaryDown: (reason: string) => void;
  primaryUp: () => void;
  readonly usingFallback: boolean;
};

/**
 * Counters in the primary store (Redis) while it answers, in the fallback (PostgreSQL, which every instance
 * shares too) while it does not: a patient never gets an error because Redis is away. Each change of store is
 * logged once, not once per request.
 */
export function failoverRateLimiter(
  primary: RateLimiter,
  fallback: RateLimiter,
  options: {
    primaryName: string;
    fallbackName: string;
    warn: (line: string) => void;
    /** While down, the primary is tried again at most this often (a failed command need not mean a lost connection). */
    retryAfterMs?: number;
  },
): FailoverRateLimiter {
  const retryAfterMs = options.retryAfterMs ?? 10_000;
  let down = false;
  let downSince = 0;
  const limiter: FailoverRateLimiter = {
    get usingFallback() {
      return down;
    },
    primaryDown(reason) {
      if (down) return;
      down = true;
      downSince = Date.now();
      options.warn(`${options.primaryName} unreachable (${reason}): rate-limit counters are kept in ${options.fallbackName} until it returns`);
    },
    primaryUp() {
      if (!down) return;
      down = false;
      options.warn(`${options.primaryName} is reachable again: rate-limit counters are back in ${options.primaryName}`);
    },
    async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
      if (down && Date.now() - downSince < retryAfterMs) return fallback.hit(key, limit, windowMs);
      try {
        const decision = await primary.hit(key, limit, windowMs);
        limiter.primaryUp();
        return decision;
      } catch (error) {
        if (down) downSince = Date.now();
        limiter.primaryDown(error instanceof Error ? error.message : String(error));
        return fallback.hit(key, limit, windowMs);
      }
    },
  };
  return limiter;
}
