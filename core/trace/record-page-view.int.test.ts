import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { recordPageView } from "./record-page-view";

const db = testDb();
const ANDROID = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

describe("recordPageView", () => {
  it("stores one trace row with every field derived on the server, in Asia/Kolkata time", async () => {
    const browserId = randomUUID();
    // 22 Nov 2026, 18:30 UTC is 23 Nov 2026, 12:00 am in Kolkata: the date must be Kolkata's.
    await recordPageView(db, { browserId, language: "bn", userAgent: ANDROID, ip: "203.0.113.7", path: "/at/Raiganj", at: new Date("2026-11-22T18:30:00Z") });
    const rows = await db.selectFrom("trace").selectAll().where("browser_id", "=", browserId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      browser_id: browserId,
      language: "bn",
      device_type: "mobile",
      ip: "203.0.113.7",
      date: "23/11/2026",
      time: "12:00 am",
      current_page: "/at/Raiganj",
    });
    expect(rows[0]?.sync_time.toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("cuts an absurdly long path instead of failing", async () => {
    const browserId = randomUUID();
    await recordPageView(db, { browserId, language: "en", userAgent: "", ip: "::1", path: `/${"x".repeat(5_000)}` });
    const row = await db.selectFrom("trace").select(["current_page", "device_type"]).where("browser_id", "=", browserId).executeTakeFirstOrThrow();
    expect(row.current_page).toHaveLength(2_000);
    expect(row.device_type).toBe("bot");
  });
});
