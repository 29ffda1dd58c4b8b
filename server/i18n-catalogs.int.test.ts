import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../core/auth/session-cookie";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 120_000);
afterAll(async () => close());

/** The page's catalog preloads, for no media until its scripts copy them on the visitor's first action (app/render/scripts-on-first-action.server.ts). */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" media="not all" as="fetch" crossorigin="anonymous" fetchpriority="low" href="([^"]+)" data-catalog=""\/>/gi)].map((m) => m[1] ?? "");

/** A whole page's texts come apart from its HTML, from versioned addresses every later page reuses (app/i18n/page-catalogs.ts). */
describe("text catalogs", () => {
  it("are linked by a whole page, for its scripts to fetch, not written into it, in the page's language", async () => {
    const html = (await app.inject({ method: "GET", url: "/bn" })).body;
    const hrefs = preloads(html);
    expect(hrefs).toEqual([
      expect.stringMatching(/^\/i18n\/bn\/common\.[0-9a-f]{12}\.json$/),
      expect.stringMatching(/^\/i18n\/bn\/home\.[0-9a-f]{12}\.json$/),
      expect.stringMatching(/^\/i18n\/bn\/hospitals\.[0-9a-f]{12}\.json$/),
    ]);
    const home = JSON.parse((await app.inject({ method: "GET", url: hrefs[1] })).body) as { faq: { reschedule: { a: string } } };
    // The texts are in the catalog, and in the page only where it shows them (once), not again in its data.
    expect(html.split(home.faq.reschedule.a).length - 1).toBe(1);
  });

  it("are cached for good at their version, even by a logged-in visitor, and not kept at an older one", async () => {
    const [common = ""] = preloads((await app.inject({ method: "GET", url: "/" })).body);
    const current = await app.inject({ method: "GET", url: common, headers: { cookie: `${SESSION_COOKIE}=whoever` } });
    expect(current.statusCode).toBe(200);
    expect(current.headers["content-type"]).toMatch(/^application\/json/);
    expect(current.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(current.headers["set-cookie"]).toBeUndefined();
    const views = await db.selectFrom("trace").select((eb) => eb.fn.countAll<string>().as("n")).where("current_page", "like", "/i18n/%").executeTakeFirstOrThrow();
    expect(Number(views.n)).toBe(0);
    const older = await app.inject({ method: "GET", url: common.replace(/\.[0-9a-f]{12}\.json$/, ".000000000000.json") });
    expect(older.statusCode).toBe(200);
    expect(older.body).toBe(current.body);
    expect(older.headers["cache-control"]).toBe("no-cache");
  });

  it("answer 404 for a language, namespace or name that does not exist", async () => {
    for (const url of ["/i18n/fr/common.0123456789ab.json", "/i18n/en/nothing.0123456789ab.json", "/i18n/en/common.json", "/i18n/en/__proto__.0123456789ab.json", "/i18n/en/..%2Fcommon.0123456789ab.json"]) {
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("come with the texts on a client-side navigation, which may not have them yet", async () => {
    const data = (await app.inject({ method: "GET", url: "/doctors.data" })).body;
    expect(data).not.toMatch(/\/i18n\/en\/doctors\./);
    expect(data).toContain("resources");
  });
});
