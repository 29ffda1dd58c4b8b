// Operations must not fly blind (issue #32 item 5): /metrics behind a token, request ids that join the proxy's logs.
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
const token = "t".repeat(12) + "0123456789ab";
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  // Before the first scrape: the counts are read at most every 15 s.
  await db.insertInto("messages").values({ to: "9830000000", template: "report_ready", params: "{}", state: "failed", provider: "outbox" }).execute();
  ({ app, close } = await startInProcessApp(db, { env: { METRICS_TOKEN: token }, jobQueueDepths: async () => ({ "send-message": 3, "payments-reconcile": 0 }) }));
}, 120_000);
afterAll(async () => close());

const scrape = async () => (await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } })).body;

describe("/metrics", () => {
  it("answers only with the bearer token", async () => {
    expect((await app.inject("/metrics")).statusCode).toBe(401);
    expect((await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token.slice(1)}x` } })).statusCode).toBe(401);
    expect((await app.inject({ url: "/metrics", headers: { authorization: token } })).statusCode).toBe(401);
    const ok = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it("counts requests by route pattern (pages by their section, made-up addresses as one), with the pool, readiness and memory", async () => {
    await app.inject("/faq");
    await app.inject("/healthz");
    await app.inject("/made-up-address-1/x/y/z");
    const text = await scrape();
    expect(text).toMatch(/nikat_http_request_duration_seconds_count\{route="\/faq\/\*",method="GET",status="2xx"\} [1-9]/);
    expect(text).toMatch(/nikat_http_request_duration_seconds_count\{route="\/healthz",method="GET",status="2xx"\} [1-9]/);
    expect(text).toMatch(/nikat_http_request_duration_seconds_count\{route="other",method="GET",status="4xx"\} [1-9]/);
    expect(text).not.toContain("made-up-address");
    expect(text).toMatch(/nikat_db_pool_connections\{state="max"\} \d+/);
    expect(text).toMatch(/nikat_ready 1/);
    expect(text).toMatch(/nikat_rate_limits_in_redis 0/);
    expect(text).toMatch(/nikat_process_resident_memory_bytes \d+/);
    expect(text).toContain('nikat_job_queue_depth{queue="send-message"} 3');
  });

  it("shows the operational counts from the database: a failed message is counted", async () => {
    const failed = Number(/nikat_messages_failed_last_hour (\d+)/.exec(await scrape())?.[1]);
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(await scrape()).toMatch(/nikat_refunds_due \d+/);
    expect(await scrape()).toMatch(/nikat_payments_held_without_refund \d+/);
  });

  it("exports every metric the alert rules and the dashboard ask for", async () => {
    const text = await scrape();
    const asked = [await fs.readFile("ops/alerts.yml", "utf8"), await fs.readFile("ops/grafana-dashboard.json", "utf8")].join("\n");
    const names = new Set([...asked.matchAll(/nikat_[a-z0-9_]+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, "")));
    expect(names.size).toBeGreaterThan(8);
    for (const name of names) expect(text, name).toMatch(new RegExp(`^${name}(_bucket|_count|_sum)?[{ ]`, "m"));
  });
});

describe("request ids", () => {
  it("echo the proxy's X-Request-Id when it is plain, and make a new one otherwise", async () => {
    expect((await app.inject({ url: "/healthz", headers: { "x-request-id": "nginx-4f2a.9" } })).headers["x-request-id"]).toBe("nginx-4f2a.9");
    const odd = await app.inject({ url: "/healthz", headers: { "x-request-id": 'a"b {"level":60}' } });
    expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app.inject("/healthz")).headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("without METRICS_TOKEN", () => {
  it("/metrics does not exist", async () => {
    const plain = await startInProcessApp(db);
    try {
      expect((await plain.app.inject("/metrics")).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  }, 120_000);
});
