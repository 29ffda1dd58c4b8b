import { describe, expect, it } from "vitest";
import { isAppError } from "../errors/app-error";
import { spendAppointmentBudget } from "../appointments/appointment-budget";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { CONTACT_MESSAGES_PER_IP_PER_HOUR, spendContactBudget } from "./contact-budget";

/** Counts in memory, as the shared counters do: the test is about the budgets' keys and limits, not the store. */
function countingLimiter(): RateLimiter & { calls: Array<{ key: string; limit: number; windowMs: number }> } {
  const counts = new Map<string, number>();
  const calls: Array<{ key: string; limit: number; windowMs: number }> = [];
  return {
    calls,
    async hit(key, limit, windowMs) {
      calls.push({ key, limit, windowMs });
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { allowed: count <= limit, retryAfterMs: count <= limit ? 0 : windowMs };
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: unknown) => (isAppError(error) ? { code: error.code, status: error.status } : error),
  );

describe("the public forms' budgets", () => {
  it("allow ten contact messages an hour per address, then answer tooManyMessages 429; another address has its own", async () => {
    const limiter = countingLimiter();
    for (let i = 0; i < CONTACT_MESSAGES_PER_IP_PER_HOUR; i++) expect(await refusal(spendContactBudget(limiter, { ip: "203.0.113.7" }))).toBeNull();
    expect(await refusal(spendContactBudget(limiter, { ip: "203.0.113.7" }))).toEqual({ code: "tooManyMessages", status: 429 });
    expect(await refusal(spendContactBudget(limiter, { ip: "203.0.113.8" }))).toBeNull();
    expect(limiter.calls[0]).toEqual({ key: "contact-ip:203.0.113.7", limit: 10, windowMs: 3_600_000 });
  });

  it("keep the appointment forms' budget apart from the contact forms'", async () => {
    const limiter = countingLimiter();
    for (let i = 0; i < CONTACT_MESSAGES_PER_IP_PER_HOUR; i++) await spendContactBudget(limiter, { ip: "203.0.113.7" });
    expect(await refusal(spendAppointmentBudget(limiter, { ip: "203.0.113.7" }))).toBeNull();
    expect(limiter.calls.at(-1)).toEqual({ key: "appointment-ip:203.0.113.7", limit: 10, windowMs: 3_600_000 });
  });
});
