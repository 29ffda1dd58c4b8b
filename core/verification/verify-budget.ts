import { AppError } from "../errors/app-error";
import type { RateLimiter } from "../rate-limit/rate-limiter";

/**
 * Look-ups of verification codes from one address in an hour. A doctor checks the few reports a patient brings; a
 * clinic behind one address, some dozens. Each look-up is spent before the code is read, right or wrong: a budget
 * of wrong codes alone could only be read after the look-up, when a guess that hit is already answered.
 */
export const VERIFICATIONS_PER_IP_PER_HOUR = 60;
const HOUR_MS = 3_600_000;

/** Spends one look-up from the address's budget, or throws AppError tooManyRequests (429) with the minutes to wait. */
export async function spendVerifyBudget(rateLimiter: RateLimiter, input: { ip: string }): Promise<void> {
  const { allowed, retryAfterMs } = await rateLimiter.hit(`verify-ip:${input.ip}`, VERIFICATIONS_PER_IP_PER_HOUR, HOUR_MS);
  if (!allowed) throw new AppError("tooManyRequests", 429, { count: Math.max(1, Math.ceil(retryAfterMs / 60_000)) });
}
