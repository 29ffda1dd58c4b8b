import { AppError } from "../errors/app-error";
import type { RateLimiter } from "../rate-limit/rate-limiter";

/**
 * Openings of shared invoice links (page or PDF) from one address a minute: a family opens its invoice a few times,
 * a carrier's shared address a few dozen; more is someone trying links (each try also costs a database read).
 */
export const INVOICE_LINK_OPENINGS_PER_IP_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** Spends one opening from the address's budget, before the link is looked up, or throws AppError tooManyRequests (429). */
export async function spendInvoiceLinkBudget(rateLimiter: RateLimiter, input: { ip: string }): Promise<void> {
  const { allowed, retryAfterMs } = await rateLimiter.hit(`invoice-link-ip:${input.ip}`, INVOICE_LINK_OPENINGS_PER_IP_PER_MINUTE, MINUTE_MS);
  if (!allowed) throw new AppError("tooManyRequests", 429, { count: Math.max(1, Math.ceil(retryAfterMs / 60_000)) });
}

/** New shared links an account may make in an hour: a few for the family, not a loop filling the table. */
export const NEW_INVOICE_LINKS_PER_ACCOUNT_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** Spends one "new link" or "stop the link" from the account's budget, or throws AppError tooManyRequests (429). */
export async function spendInvoiceLinkChangeBudget(rateLimiter: RateLimiter, input: { userId: number }): Promise<void> {
  const { allowed, retryAfterMs } = await rateLimiter.hit(`invoice-link-change:${input.userId}`, NEW_INVOICE_LINKS_PER_ACCOUNT_PER_HOUR, HOUR_MS);
  if (!allowed) throw new AppError("tooManyRequests", 429, { count: Math.max(1, Math.ceil(retryAfterMs / 60_000)) });
}
