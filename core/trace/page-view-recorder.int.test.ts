import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { createDb, type Db } from "../../db/client";
import { testDb } from "../../db/test-support/test-db";
import { PageViewRecorder } from "./page-view-recorder";
import type { PageView } from "./record-page-view";

const db = testDb();
const ANDROID = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

// A second pool on the same database that counts the inserts into trace it sends.
let traceInserts = 0;
const countingDb = createDb(inject("databaseUrl"), {
  max: 2,
  log: (event) => {
    if (event.level === "query" && /^insert into "trace"/.test(event.query.sql)) traceInserts += 1;
  },
});
// Nothing listens on port 1: every query fails at once, as with a database that is down.
const deadDb = createDb("postgres://nobody@127.0.0.1:1/none", { max: 1 });
afterAll(async () => {
  await countingDb.destroy();
  await deadDb.destroy();
});

const quietLog = () => ({ warn: vi.fn<(object: object, message: string) => void>(), error: vi.fn<(fields: Record<string, unknown>, message: string) => void>() });

const view = (browserId: string, path: string, extra: Partial<PageView> = {}): PageView => ({
  browserId,
  language: "en",
  userAgent: ANDROID,
  ip: "203.0.113.7",
  path,
  ...extra,
});

const rowsOf = (browserId: string) => db.selectFrom("trace").selectAll().where("browser_id", "=", browserId).orderBy("id").execute();

/** Collects unhandled rejections while `run` goes, and fails when there were any. */
async function withoutUnhandledRejections(run: () => Promise<void>) {
  const rejections: unknown[] = [];
  const note = (reason: unknown) => rejections.push(reason);
  process.on("unhandledRejection", note);
  try {
    await run();
    // Rejections are reported after the microtasks of the turn that made them.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    process.off("unhandledRejection", note);
  }
  expect(rejections).toEqual([]);
}

describe("PageViewRecorder", () => {
  it("writes 120 views in at most 3 inserts, every row as pageViewRow builds it", async () => {
    const browserId = randomUUID();
    const recorder = new PageViewRecorder(countingDb, quietLog());
    const before = traceInserts;
    // 22 Nov 2026, 18:30 UTC is 23 Nov 2026, 12:00 am in Kolkata: the date must be Kolkata's.
    const at = new Date("2026-11-22T18:30:00Z");
    for (let i = 0; i < 120; i++) recorder.record(view(browserId, `/at/Raiganj/${i}`, { language: "bn", at }));
    await recorder.flush();
    expect(traceInserts - before).toBeGreaterThanOrEqual(1);
    expect(traceInserts - before).toBeLessThanOrEqual(3);
    expect(recorder.queued).toBe(0);

    const rows = await rowsOf(browserId);
    expect(rows).toHaveLength(120);
    expect(rows.map((row) => row.current_page).sort()).toEqual(Array.from({ length: 120 }, (_, i) => `/at/Raiganj/${i}`).sort());
    for (const row of rows) {
      expect(row).toMatchObject({ browser_id: browserId, language: "bn", device_type: "mobile", ip: "203.0.113.0", date: "23/11/2026", time: "12:00 am" });
      expect(row.sync_time.toISOString()).toBe("2026-11-22T18:30:00.000Z");
    }
  });

  it("takes the time of the view when it is recorded, not when it is written, and cuts a long path", async () => {
    const browserId = randomUUID();
    const recorder = new PageViewRecorder(db, quietLog());
    const before = Date.now();
    recorder.record(view(browserId, `/${"x".repeat(5_000)}`, { userAgent: "" }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await recorder.flush();
    const [row] = await rowsOf(browserId);
    expect(row?.current_page).toHaveLength(2_000);
    expect(row?.device_type).toBe("bot");
    expect(row?.sync_time.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.sync_time.getTime() - before).toBeLessThan(100);
  });

  it("writes a single view within about a second without being asked to", async () => {
    const browserId = randomUUID();
    const recorder = new PageViewRecorder(db, quietLog());
    const started = Date.now();
    recorder.record(view(browserId, "/doctors"));
    expect(await rowsOf(browserId)).toHaveLength(0);
    await vi.waitFor(async () => expect(await rowsOf(browserId)).toHaveLength(1), { timeout: 1_500, interval: 50 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("waits with a timer that does not keep the process alive", async () => {
    const recorder = new PageViewRecorder(db, quietLog());
    const setTimer = vi.spyOn(globalThis, "setTimeout");
    try {
      recorder.record(view(randomUUID(), "/"));
      expect(setTimer).toHaveBeenCalledTimes(1);
      expect((setTimer.mock.results[0]?.value as NodeJS.Timeout).hasRef()).toBe(false);
    } finally {
      setTimer.mockRestore();
      await recorder.close();
    }
  });

  it("writes a batch as soon as it is full, without waiting for the timer", async () => {
    const browserId = randomUUID();
    const recorder = new PageViewRecorder(db, quietLog(), { batchSize: 5, maxWaitMs: 60_000 });
    for (let i = 0; i < 5; i++) recorder.record(view(browserId, `/labs/${i}`));
    await vi.waitFor(async () => expect(await rowsOf(browserId)).toHaveLength(5), { timeout: 1_000, interval: 20 });
    await recorder.close();
  });

  it("drops and counts views beyond the cap, and reports them once per flush", async () => {
    const browserId = randomUUID();
    const log = quietLog();
    const recorder = new PageViewRecorder(db, log, { maxQueued: 10, maxWaitMs: 60_000 });
    for (let i = 0; i < 25; i++) recorder.record(view(browserId, `/pharmacy/${i}`));
    expect(recorder.queued).toBe(10);
    await recorder.flush();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith({ dropped: 15 }, expect.any(String));
    const rows = await rowsOf(browserId);
    expect(rows.map((row) => row.current_page)).toEqual(Array.from({ length: 10 }, (_, i) => `/pharmacy/${i}`));

    // The count starts again: a later flush with nothing dropped says nothing.
    recorder.record(view(browserId, "/pharmacy/later"));
    await recorder.flush();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(await rowsOf(browserId)).toHaveLength(11);
  });

  it("counts the batch being written against the cap, so a slow database cannot grow memory", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const slowDb = { insertInto: () => ({ values: () => ({ execute: () => answered }) }) } as unknown as Db;
    const log = quietLog();
    const recorder = new PageViewRecorder(slowDb, log, { batchSize: 4, maxQueued: 6 });
    // The fourth view starts an insert that hangs; two more fit beside it, the rest are dropped.
    for (let i = 0; i < 1_000; i++) recorder.record(view(randomUUID(), "/"));
    expect(recorder.queued).toBe(6);
    answer();
    await recorder.flush();
    expect(recorder.queued).toBe(0);
    expect(log.warn).toHaveBeenCalledWith({ dropped: 994 }, expect.any(String));
  });

  it("logs and drops a batch the database refuses, without an unhandled rejection, and writes the next one", async () => {
    const lostId = randomUUID();
    const keptId = randomUUID();
    const log = quietLog();
    let down = true;
    // Only insertInto is used: with `down` it goes to a database nobody answers for.
    const flakyDb = { insertInto: (table: "trace") => (down ? deadDb : db).insertInto(table) } as unknown as Db;
    const recorder = new PageViewRecorder(flakyDb, log, { batchSize: 3 });

    await withoutUnhandledRejections(async () => {
      // The third view fills a batch, whose insert starts at once and fails.
      for (let i = 0; i < 3; i++) recorder.record(view(lostId, `/lost/${i}`));
      await expect(recorder.flush()).resolves.toBeUndefined();
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn).toHaveBeenCalledWith({ lost: 3 }, "page views lost");
      // Through reportFailure: the error's name and code, never its message.
      expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ what: "page views not recorded", errorName: expect.any(String) }), "page views not recorded");
      expect(JSON.stringify(log.error.mock.calls)).not.toContain("ECONNREFUSED 127.0.0.1:1");
      expect(recorder.queued).toBe(0);

      // A flush through the timer fails just as quietly.
      recorder.record(view(lostId, "/lost/timer"));
      await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(2), { timeout: 1_500, interval: 20 });
    });

    down = false;
    recorder.record(view(keptId, "/kept/1"));
    recorder.record(view(keptId, "/kept/2"));
    await recorder.flush();
    expect((await rowsOf(keptId)).map((row) => row.current_page)).toEqual(["/kept/1", "/kept/2"]);
    expect(await rowsOf(lostId)).toHaveLength(0);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it("never runs two inserts at once: a flush waits for the one in flight", async () => {
    let running = 0;
    let most = 0;
    const written: number[] = [];
    const trackingDb = {
      insertInto: () => ({
        values: (rows: unknown[]) => ({
          execute: async () => {
            running += 1;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, 20));
            written.push(rows.length);
            running -= 1;
          },
        }),
      }),
    } as unknown as Db;
    const recorder = new PageViewRecorder(trackingDb, quietLog(), { batchSize: 10 });
    const flushes: Promise<void>[] = [];
    for (let i = 0; i < 45; i++) {
      recorder.record(view(randomUUID(), "/"));
      if (i % 7 === 0) flushes.push(recorder.flush());
    }
    await Promise.all(flushes);
    await recorder.flush();
    expect(most).toBe(1);
    expect(written.reduce((sum, n) => sum + n, 0)).toBe(45);
  });

  it("close() writes the views queued right before it, and ignores later ones", async () => {
    const browserId = randomUUID();
    const recorder = new PageViewRecorder(db, quietLog(), { maxWaitMs: 60_000 });
    recorder.record(view(browserId, "/a"));
    recorder.record(view(browserId, "/b"));
    recorder.record(view(browserId, "/c"));
    await recorder.close();
    expect((await rowsOf(browserId)).map((row) => row.current_page)).toEqual(["/a", "/b", "/c"]);
    recorder.record(view(browserId, "/after"));
    expect(recorder.queued).toBe(0);
  });
});
