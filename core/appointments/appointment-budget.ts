import { AppError } from "../errors/app-error";
import type { RateLimiter } from "../rate-limit/rate-limiter";

/** A person asks for a few appointments an hour; a script posting hundreds would flood the doctors' and pharmacies' WhatsApp. */
export const APPOINTMENTS_PER_IP_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** Spends one request from the address's budget, shared by every appointment form (doctor and pharmacy), or throws AppError tooManyMessages (429). */
export async function spendAppointmentBudget(rateLimiter: RateLimiter, input: { ip: string }): Promise<void> {
  const { allowed } = await rateLimiter.hit(`appointment-ip:${input.ip}`, APPOINTMENTS_PER_IP_PER_HOUR, HOUR_MS);
  if (!allowed) throw new AppError("tooManyMessages", 429);
}
