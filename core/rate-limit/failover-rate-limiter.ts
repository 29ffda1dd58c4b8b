import type { RateDecision, RateLimiter } from "./rate-limiter";

export type FailoverRateLimiter = RateLimiter & {
  /** The primary store failed or disconnected: count in the fallback until primaryUp(). */
  primaryDown: (reason: string) => void;
  primaryUp: () => void;
  readonly usingFallback: boolean;
  /** Resolves once the shadow counts written so far are in the fallback (tests; a shutdown). */
  shadowWritten: () => Promise<void>;
};

/** Shadow writes waiting at once; past this (a flood the primary is refusing anyway) a shadow count is skipped. */
const SHADOW_IN_FLIGHT_MAX = 50;
/** The longest window a recovery waits out, whatever the windows asked for. */
const RECOVERY_MAX_MS = 3_600_000;

/**
 * Counters in the primary store (Redis) while it answers, in the fallback (PostgreSQL, which every instance shares
 * too) while it does not: a patient never gets an error because Redis is away. Each change of store is logged once,
 * not once per request.
 *
 * Limits hold across a failover: every hit the primary counts is also counted in the fallback, behind the answer
 * (a shadow count), so the fallback goes on from where the primary was instead of from zero. A primary that comes
 * back may have lost its counts (a restarted Redis keeps nothing), so until the longest window asked for has passed,
 * a request is counted in both and passes only when both allow it.
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
    now?: () => number;
  },
): FailoverRateLimiter {
  const retryAfterMs = options.retryAfterMs ?? 10_000;
  const now = options.now ?? Date.now;
  let down = false;
  let downSince = 0;
  let recoveringUntil = 0;
  let longestWindowMs = 0;
  const shadows = new Set<Promise<unknown>>();

  const shadow = (key: string, limit: number, windowMs: number) => {
    if (shadows.size >= SHADOW_IN_FLIGHT_MAX) return;
    const write = fallback.hit(key, limit, windowMs).catch(() => {}); // best effort: the primary has decided
    shadows.add(write);
    void write.finally(() => shadows.delete(write));
  };

  const limiter: FailoverRateLimiter = {
    get usingFallback() {
      return down;
    },
    primaryDown(reason) {
      if (down) return;
      down = true;
      downSince = now();
      options.warn(`${options.primaryName} unreachable (${reason}): rate-limit counters are kept in ${options.fallbackName} until it returns`);
    },
    primaryUp() {
      if (!down) return;
      down = false;
      recoveringUntil = now() + Math.min(longestWindowMs, RECOVERY_MAX_MS);
      options.warn(`${options.primaryName} is reachable again: rate-limit counters are back in ${options.primaryName}`);
    },
    async shadowWritten() {
      await Promise.all([...shadows]);
    },
    async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
      longestWindowMs = Math.max(longestWindowMs, windowMs);
      if (down && now() - downSince < retryAfterMs) return fallback.hit(key, limit, windowMs);
      let decision: RateDecision;
      try {
        decision = await primary.hit(key, limit, windowMs);
      } catch (error) {
        if (down) downSince = now();
        limiter.primaryDown(error instanceof Error ? error.message : String(error));
        return fallback.hit(key, limit, windowMs);
      }
      limiter.primaryUp();
      if (now() < recoveringUntil) {
        const counted = await fallback.hit(key, limit, windowMs).catch(() => undefined); // both away: the primary decides
        return !counted || counted.allowed ? decision : { allowed: false, retryAfterMs: Math.max(decision.retryAfterMs, counted.retryAfterMs) };
      }
      shadow(key, limit, windowMs);
      return decision;
    },
    async clear(key: string): Promise<void> {
      // Both stores: the fallback holds the shadow counts, which would otherwise come back in a failover.
      if (!down) {
        await primary.clear(key).catch((error: unknown) => limiter.primaryDown(error instanceof Error ? error.message : String(error)));
      }
      await fallback.clear(key);
    },
  };
  return limiter;
}
