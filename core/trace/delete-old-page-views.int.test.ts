import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { deleteOldPageViews } from "./delete-old-page-views";
import { pageViewRow } from "./record-page-view";

const db = testDb();
const DAY_MS = 24 * 3_600_000;

describe("deleteOldPageViews", () => {
  it("deletes, in batches, only the views older than 90 days", async () => {
    const browserId = randomUUID();
    const now = new Date("2026-11-25T12:00:00Z");
    const view = (ageMs: number, path: string) =>
      pageViewRow({ browserId, language: "en", userAgent: undefined, ip: "203.0.113.7", path, at: new Date(now.getTime() - ageMs) });
    await db
      .insertInto("trace")
      .values([
        ...Array.from({ length: 7 }, (_, i) => view(91 * DAY_MS + i * 60_000, `/old-${i}`)),
        view(90 * DAY_MS + 60_000, "/just-past"),
        view(90 * DAY_MS - 60_000, "/just-within"),
        view(DAY_MS, "/yesterday"),
      ])
      .execute();

    // A batch of 3 makes several statements; every old row still goes.
    const deleted = await deleteOldPageViews(db, { now, batchSize: 3 });

    expect(deleted).toBe(8);
    const left = await db.selectFrom("trace").select("current_page").where("browser_id", "=", browserId).orderBy("current_page").execute();
    expect(left.map((row) => row.current_page)).toEqual(["/just-within", "/yesterday"]);
  });
});
