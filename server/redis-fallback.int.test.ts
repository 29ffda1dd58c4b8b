import { randomUUID } from "node:crypto";
import net from "node:net";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { testDb } from "../db/test-support/test-db";
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_OPTIONS, redisWithPostgresFallback } from "./services";

const db = testDb();
const liveUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const probe = new Redis(liveUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => null });
probe.on("error", () => {});
const redisUp = await probe.connect().then(
  () => true,
  () => false,
);
const clients: Redis[] = [probe];
afterAll(async () => {
  for (const client of clients) client.disconnect();
});

const until = async (check: () => boolean | Promise<boolean>, ms = 8_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

function redisClient(url: string) {
  // Quick reconnects keep the test short; production uses ioredis' default back-off.
  const client = new Redis(url, { ...REDIS_OPTIONS, retryStrategy: () => 100 });
  clients.push(client);
  return client;
}

describe("rate limits with REDIS_URL set", () => {
  it("Redis down at start: counts in PostgreSQL, says so once, never throws", async () => {
    const lines: string[] = [];
    const limiter = redisWithPostgresFallback(redisClient("redis://127.0.0.1:6390"), db, (line) => lines.push(line));
    const key = `test:${randomUUID()}`;
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push(await limiter.hit(key, 2, 60_000));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
    const row = await db.selectFrom("rate_limits").select("hits").where("key", "=", key).executeTakeFirst();
    expect(row?.hits).toBe(3);
    await until(() => lines.length > 0);
    expect(lines.filter((line) => line.startsWith("Redis unreachable"))).toHaveLength(1);
  });

  it.skipIf(!redisUp && !process.env.CI)("Redis up: decides in Redis, and the same hit is counted in PostgreSQL behind the answer (needs Redis; CI always runs it)", async () => {
    const prefix = `nikat-test:${randomUUID()}:`;
    const redis = redisClient(liveUrl);
    const limiter = redisWithPostgresFallback(redis, db, () => {}, prefix);
    await until(() => redis.status === "ready");
    const key = `test:${randomUUID()}`;
    expect((await limiter.hit(key, 2, 5_000)).allowed).toBe(true);
    expect(await probe.get(prefix + key)).toBe("1");
    await limiter.shadowWritten();
    expect(await db.selectFrom("rate_limits").select("hits").where("key", "=", key).executeTakeFirst()).toEqual({ hits: 1 });
  });

  it.skipIf(!redisUp && !process.env.CI)("Redis lost and back: PostgreSQL meanwhile, going on from Redis' count; both after, one line each", async () => {
    const target = new URL(liveUrl);
    const proxy = tcpProxy(Number(target.port || 6379), target.hostname);
    const port = await proxy.open(0);
    const lines: string[] = [];
    const prefix = `nikat-test:${randomUUID()}:`;
    const redis = redisClient(`redis://127.0.0.1:${port}`);
    const limiter = redisWithPostgresFallback(redis, db, (line) => lines.push(line), prefix);
    await until(() => redis.status === "ready");
    const key = `test:${randomUUID()}`;
    await limiter.hit(key, 5, 10_000);
    expect(await probe.get(prefix + key)).toBe("1");
    await limiter.shadowWritten();

    await proxy.close();
    await until(() => redis.status !== "ready");
    // 1 counted in Redis (and its shadow in PostgreSQL), then 4 in PostgreSQL: the fifth of 5 passes, the sixth not.
    for (let i = 0; i < 3; i++) expect((await limiter.hit(key, 5, 10_000)).allowed).toBe(true);
    expect((await limiter.hit(key, 5, 10_000)).allowed).toBe(true);
    expect((await limiter.hit(key, 5, 10_000)).allowed).toBe(false);
    const row = await db.selectFrom("rate_limits").select("hits").where("key", "=", key).executeTakeFirst();
    expect(row?.hits).toBe(6);

    await proxy.open(port);
    await until(() => redis.status === "ready");
    // Redis counts 2, but the window is still spent in PostgreSQL: refused until it passes.
    expect((await limiter.hit(key, 5, 10_000)).allowed).toBe(false);
    expect(await probe.get(prefix + key)).toBe("2");
    expect(lines.filter((line) => line.startsWith("Redis unreachable"))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("Redis is reachable again"))).toHaveLength(1);
    await proxy.close();
  });

  it.skipIf(!redisUp && !process.env.CI)("Redis hangs (connected, never answers): PostgreSQL within the command timeout, no request waits", async () => {
    const target = new URL(liveUrl);
    const proxy = tcpProxy(Number(target.port || 6379), target.hostname);
    const port = await proxy.open(0);
    const lines: string[] = [];
    const redis = redisClient(`redis://127.0.0.1:${port}`);
    const limiter = redisWithPostgresFallback(redis, db, (line) => lines.push(line), `nikat-test:${randomUUID()}:`);
    await until(() => redis.status === "ready");
    expect(limiter.usingFallback).toBe(false);

    proxy.hang();
    const key = `test:${randomUUID()}`;
    const started = Date.now();
    const decision = await limiter.hit(key, 5, 10_000);
    expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1_000);
    expect(decision.allowed).toBe(true);
    expect(limiter.usingFallback).toBe(true);
    expect((await db.selectFrom("rate_limits").select("hits").where("key", "=", key).executeTakeFirst())?.hits).toBe(1);
    expect(lines).toEqual(["rate-limit counters are kept in Redis", expect.stringMatching(/^Redis unreachable \(Command timed out\)/)]);
    await proxy.close();
  }, 10_000);
});

/**
 * A TCP forwarder that can drop every connection and stop listening, then listen again on the same port; or hang:
 * keep the connections open and swallow what the client sends, as a paused or overloaded Redis does.
 */
function tcpProxy(targetPort: number, targetHost: string) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let hung = false;
  return {
    hang() {
      hung = true;
    },
    open(port: number): Promise<number> {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {});
        }
        client.on("data", (chunk: Buffer) => {
          if (!hung) upstream.write(chunk);
        });
        upstream.pipe(client);
      });
      return new Promise((resolve) => server!.listen(port, "127.0.0.1", () => resolve((server!.address() as net.AddressInfo).port)));
    },
    close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
