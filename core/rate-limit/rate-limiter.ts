export type RateDecision = { allowed: boolean; retryAfterMs: number };

/** Fixed-window counters kept outside the process (PostgreSQL or Redis), so every app process shares them. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** Forgets the key's count (a right password ends the count of wrong ones). */
  clear(key: string): Promise<void>;
}
