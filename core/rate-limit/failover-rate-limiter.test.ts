// A failover must not loosen the limits (operations review: 35-39 login codes passed a limit of 30).
import { describe, expect, it } from "vitest";
import { failoverRateLimiter } from "./failover-rate-limiter";
import type { RateLimiter } from "./rate-limiter";

/** Counts in memory, like one store; `fail` makes it throw as an unreachable store does; `forget` is a restart. */
function memoryStore() {
  const hits = new Map<string, number>();
  let failing = false;
  const store: RateLimiter & { fail: (on: boolean) => void; forget: () => void; count: (key: string) => number } = {
    async hit(key, limit) {
      if (failing) throw new Error("connection refused");
      const count = (hits.get(key) ?? 0) + 1;
      hits.set(key, count);
      return { allowed: count <= limit, retryAfterMs: count <= limit ? 0 : 1000 };
    },
    async clear(key) {
      if (failing) throw new Error("connection refused");
      hits.delete(key);
    },
    fail: (on) => (failing = on),
    forget: () => hits.clear(),
    count: (key) => hits.get(key) ?? 0,
  };
  return store;
}

function setUp() {
  let clock = 0;
  const primary = memoryStore();
  const fallback = memoryStore();
  const limiter = failoverRateLimiter(primary, fallback, { primaryName: "Redis", fallbackName: "PostgreSQL", warn: () => {}, retryAfterMs: 0, now: () => clock });
  const allowed = async (n: number) => {
    const decisions = [];
    for (let i = 0; i < n; i++) decisions.push((await limiter.hit("code:9830098300", 5, 60_000)).allowed);
    await limiter.shadowWritten();
    return decisions;
  };
  return { primary, fallback, limiter, allowed, tick: (ms: number) => (clock += ms) };
}

describe("failover rate limiter", () => {
  it("counts every hit in the fallback too, behind the answer", async () => {
    const { fallback, allowed } = setUp();
    expect(await allowed(3)).toEqual([true, true, true]);
    expect(fallback.count("code:9830098300")).toBe(3);
  });

  it("goes on from the primary's count when the primary goes away, instead of from zero", async () => {
    const { primary, allowed } = setUp();
    await allowed(3);
    primary.fail(true);
    expect(await allowed(4)).toEqual([true, true, false, false]);
  });

  it("a primary back empty (restarted) does not reopen the limit until the window has passed", async () => {
    const { primary, allowed, tick } = setUp();
    await allowed(3);
    primary.fail(true);
    await allowed(2); // 5 of 5 used, counted in the fallback
    primary.forget();
    primary.fail(false);
    expect(await allowed(2)).toEqual([false, false]);
    tick(60_001);
    expect(await allowed(1)).toEqual([true]);
  });

  it("answers from the primary alone when both are away during a recovery", async () => {
    const { primary, fallback, allowed } = setUp();
    primary.fail(true);
    await allowed(1);
    primary.fail(false);
    fallback.fail(true);
    expect(await allowed(2)).toEqual([true, true]);
  });

  it("clears a key in both stores, so a later failover does not bring its count back", async () => {
    const { primary, fallback, limiter, allowed } = setUp();
    await allowed(5);
    await limiter.clear("code:9830098300");
    expect([primary.count("code:9830098300"), fallback.count("code:9830098300")]).toEqual([0, 0]);
    primary.fail(true);
    expect(await allowed(5)).toEqual([true, true, true, true, true]);
  });

  it("clears the fallback when the primary is away", async () => {
    const { primary, fallback, limiter, allowed } = setUp();
    await allowed(5);
    primary.fail(true);
    await limiter.clear("code:9830098300");
    expect(fallback.count("code:9830098300")).toBe(0);
    expect(limiter.usingFallback).toBe(true);
  });
});
