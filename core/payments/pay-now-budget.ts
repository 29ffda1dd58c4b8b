import { AppError } from "../errors/app-error";
import type { RateLimiter } from "../rate-limit/rate-limiter";

/** A patient taps Pay Now a few times at most (a closed window, a failed try); more in a minute is a script. */
export const PAY_NOW_PER_ORDER_PER_MINUTE = 5;
/** Per address: a family or a mobile carrier's shared address may pay several orders, but not dozens a minute. */
export const PAY_NOW_PER_IP_PER_MINUTE = 20;
const MINUTE_MS = 60_000;

/**
 * Spends one Pay Now from the order's and the address's budgets (each Pay Now may create a gateway order), or
 * throws AppError pay_too_often (429). The order's budget is the patient's own: another patient's taps on the
 * same order number cannot use it up.
 */
export async function spendPayNowBudget(rateLimiter: RateLimiter, input: { userId: number; orderId: number; ip: string }): Promise<void> {
  const perOrder = await rateLimiter.hit(`pay-order:${input.userId}:${input.orderId}`, PAY_NOW_PER_ORDER_PER_MINUTE, MINUTE_MS);
  const perIp = await rateLimiter.hit(`pay-ip:${input.ip}`, PAY_NOW_PER_IP_PER_MINUTE, MINUTE_MS);
  if (!perOrder.allowed || !perIp.allowed) {
    throw new AppError("pay_too_often", 429, { seconds: Math.ceil(Math.max(perOrder.retryAfterMs, perIp.retryAfterMs) / 1000) });
  }
}
