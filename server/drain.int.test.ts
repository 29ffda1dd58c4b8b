// A deploy's SIGTERM must not drop requests: the balancer is told first (/readyz 503), pages are still served (issue #32).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDb } from "../db/test-support/test-db";
import { createDrain } from "./drain";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
const drain = createDrain();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db, { drain }));
}, 120_000);
afterAll(async () => close());

describe("draining after SIGTERM", () => {
  it("/readyz turns 503 at once while pages are still served, asking keep-alive clients to go elsewhere", async () => {
    const before = await app.inject("/readyz");
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ status: "ok", database: "up", rateLimits: "postgres" });
    expect((await app.inject("/faq")).headers.connection).not.toBe("close");

    const started = Date.now();
    const drained = drain.begin(60_000);
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.headers["retry-after"]).toBe("5");
    expect(ready.json()).toEqual({ status: "draining" });
    const page = await app.inject("/faq");
    expect(page.statusCode).toBe(200);
    expect(page.headers.connection).toBe("close");

    drain.end(); // a second signal ends the drain early
    await drained;
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
