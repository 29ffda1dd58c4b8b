import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { pageViewRow } from "../trace/record-page-view";
import { retentionJob } from "./retention-job";

const db = testDb();
const DAY_MS = 24 * 3_600_000;

describe("the retention job", () => {
  it("runs hourly on a singleton queue and deletes only what is past its retention", async () => {
    const job = retentionJob(db);
    expect(job.cron).toBe("17 * * * *");
    expect(job.queue.policy).toBe("singleton");

    const browserId = randomUUID();
    const ago = (ms: number) => new Date(Date.now() - ms);
    await db
      .insertInto("trace")
      .values([
        pageViewRow({ browserId, language: "en", userAgent: undefined, ip: "203.0.113.7", path: "/old", at: ago(100 * DAY_MS) }),
        pageViewRow({ browserId, language: "en", userAgent: undefined, ip: "203.0.113.7", path: "/recent", at: ago(80 * DAY_MS) }),
      ])
      .execute();
    const staleKey = `code-ip:${randomUUID()}`;
    const openKey = `code-ip:${randomUUID()}`;
    await db
      .insertInto("rate_limits")
      .values([
        { key: staleKey, window_started_at: ago(2 * DAY_MS), hits: 3 },
        { key: openKey, window_started_at: ago(10 * 60_000), hits: 3 },
      ])
      .execute();

    const to = `9${String(Date.now()).slice(-9)}`;
    const message = (name: string, days: number) => ({ to, template: "sample_request_received", params: JSON.stringify({ name }), state: "delivered" as const, provider: "outbox", created_at: ago(days * DAY_MS) });
    await db.insertInto("messages").values([message("old", 400), message("recent", 30)]).execute();

    await job.run();

    const views = await db.selectFrom("trace").select("current_page").where("browser_id", "=", browserId).execute();
    expect(views).toEqual([{ current_page: "/recent" }]);
    const counters = await db.selectFrom("rate_limits").select("key").where("key", "in", [staleKey, openKey]).execute();
    expect(counters).toEqual([{ key: openKey }]);
    const messages = await db.selectFrom("messages").select("params").where("to", "=", to).execute();
    expect(messages.map((row) => row.params.name)).toEqual(["recent"]);
  });
});
