import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BROWSER_ID_COOKIE } from "../core/session/ui-cookies";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
const ANDROID = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

/** Page views are queued and written in batches (core/trace/page-view-recorder.ts); app.close() writes what is queued. */
describe("page views", () => {
  it("of whole pages and of client-side navigations are in the trace once the app has closed", async () => {
    const { app, close } = await startInProcessApp(db);
    const browserId = randomUUID();
    try {
      const page = await app.inject({ method: "GET", url: "/cookie-policy", cookies: { [BROWSER_ID_COOKIE]: browserId }, headers: { "user-agent": ANDROID } });
      expect(page.statusCode).toBe(200);
      // React Router's data request is no whole page: not a view.
      await app.inject({ method: "GET", url: "/doctors.data", cookies: { [BROWSER_ID_COOKIE]: browserId } });
      const navigation = await app.inject({
        method: "POST",
        url: "/api/v1/page-views",
        cookies: { [BROWSER_ID_COOKIE]: browserId, lang: "hi" },
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36" },
        payload: JSON.stringify({ path: "/doctors" }),
      });
      expect(navigation.statusCode).toBe(204);
    } finally {
      await close();
    }
    const rows = await db.selectFrom("trace").select(["current_page", "language", "device_type"]).where("browser_id", "=", browserId).orderBy("id").execute();
    expect(rows).toEqual([
      { current_page: "/cookie-policy", language: "en", device_type: "mobile" },
      { current_page: "/doctors", language: "hi", device_type: "desktop" },
    ]);
  }, 120_000);

  it("are stored with the visitor's address cut to its network (IPv4 /24, IPv6 /48)", async () => {
    const { app, close } = await startInProcessApp(db);
    const v4Browser = randomUUID();
    const v6Browser = randomUUID();
    try {
      for (const [browserId, remoteAddress] of [
        [v4Browser, "203.0.113.77"],
        [v6Browser, "2001:db8:abcd:12:34:56:78:9a"],
      ] as [string, string][]) {
        const response = await app.inject({
          method: "POST",
          url: "/api/v1/page-views",
          remoteAddress,
          cookies: { [BROWSER_ID_COOKIE]: browserId },
          headers: { "content-type": "text/plain;charset=UTF-8" },
          payload: JSON.stringify({ path: "/doctors" }),
        });
        expect(response.statusCode).toBe(204);
      }
    } finally {
      await close();
    }
    const rows = await db.selectFrom("trace").select(["browser_id", "ip"]).where("browser_id", "in", [v4Browser, v6Browser]).execute();
    expect(Object.fromEntries(rows.map((row) => [row.browser_id, row.ip]))).toEqual({ [v4Browser]: "203.0.113.0", [v6Browser]: "2001:db8:abcd::" });
  }, 120_000);
});
