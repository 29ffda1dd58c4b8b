import { AppError } from "../errors/app-error";
import type { RateLimiter } from "../rate-limit/rate-limiter";

/** Public forms (contact, services, partners): a person writes a few messages an hour; a script writing hundreds is kept out of the inbox. */
export const CONTACT_MESSAGES_PER_IP_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** Spends one message from the address's budget, shared by the three public forms, or throws AppError tooManyMessages (429). */
export async function spendContactBudget(rateLimiter: RateLimiter, input: { ip: string }): Promise<void> {
  const { allowed } = await rateLimiter.hit(`contact-ip:${input.ip}`, CONTACT_MESSAGES_PER_IP_PER_HOUR, HOUR_MS);
  if (!allowed) throw new AppError("tooManyMessages", 429);
}
