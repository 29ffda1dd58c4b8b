import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { postgresRateLimiter } from "./postgres-rate-limiter";
import type { RateLimiter } from "./rate-limiter";
import { redisRateLimiter } from "./redis-rate-limiter";

const db = testDb();
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => null });
redis.on("error", () => {});
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);
afterAll(() => redis.quit().catch(() => {}));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function behavesAsFixedWindow(limiter: RateLimiter) {
  const key = `test:${randomUUID()}`;
  expect(await limiter.hit(key, 2, 400)).toEqual({ allowed: true, retryAfterMs: 0 });
  expect((await limiter.hit(key, 2, 400)).allowed).toBe(true);
  const third = await limiter.hit(key, 2, 400);
  expect(third.allowed).toBe(false);
  expect(third.retryAfterMs).toBeGreaterThan(0);
  expect(third.retryAfterMs).toBeLessThanOrEqual(400);
  expect((await limiter.hit(`test:${randomUUID()}`, 2, 400)).allowed).toBe(true);
  await sleep(450);
  expect((await limiter.hit(key, 2, 400)).allowed).toBe(true);
  // A cleared key starts again; another key keeps its count.
  const other = `test:${randomUUID()}`;
  await limiter.hit(other, 1, 10_000);
  await limiter.hit(key, 2, 400);
  expect((await limiter.hit(key, 2, 400)).allowed).toBe(false);
  await limiter.clear(key);
  expect((await limiter.hit(key, 2, 400)).allowed).toBe(true);
  expect((await limiter.hit(other, 1, 10_000)).allowed).toBe(false);
}

describe("rate limiters", () => {
  it("PostgreSQL: fixed window per key", async () => {
    await behavesAsFixedWindow(postgresRateLimiter(db));
  });

  it.skipIf(!redisUp && !process.env.CI)("Redis: fixed window per key (needs Redis; CI always runs it)", async () => {
    await behavesAsFixedWindow(redisRateLimiter(redis, `nikat-test:${randomUUID()}:`));
  });
});
