import { randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { createRequest } from "../core/orders/test-support";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";
import hiCommon from "../app/i18n/locales/hi/common.json" with { type: "json" };
import bnTracking from "../app/i18n/locales/bn/tracking.json" with { type: "json" };

/**
 * Issue #34's own pages as a browser meets them: logged out goes to login, another account sees none of the owner's
 * nominee or grievances and cannot file a grievance on the owner's order, the erase form's double post schedules once
 * and ends the session, and the privacy policy names the configured Grievance Officer.
 */
const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db, { env: { GRIEVANCE_OFFICER_NAME: "Priya Sen", GRIEVANCE_OFFICER_EMAIL: "dpo@example.in", GRIEVANCE_ANSWER_DAYS: "5" } }));
}, 180_000);
afterAll(async () => close?.());

const form = { "content-type": "application/x-www-form-urlencoded" };
const post = (url: string, cookie: string, fields: Record<string, string>) => app.inject({ method: "POST", url, headers: { cookie, ...form }, payload: new URLSearchParams(fields).toString() });
const get = (url: string, cookie = "") => app.inject({ method: "GET", url, headers: { cookie } });

async function patient() {
  const owner = await createRequest(db, { status: "Report Generated" });
  const { token } = await createSession(db, { userId: owner.uid });
  return { ...owner, cookie: `nikat_session=${token}` };
}

describe("the privacy-rights pages (issue #34)", () => {
  it.each(["/account/data/erase", "/account/data/nominee", "/account/grievance"])("sends a logged-out visitor of %s to log in and back", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
  });

  it("shows a nominee and grievances to their own account only, and refuses a grievance on another account's order", async () => {
    const owner = await patient();
    const other = await patient();
    const nomineePhone = `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
    const saved = await post("/account/data/nominee", owner.cookie, { intent: "save", name: "Bimal Nominee", relation: "Son", phone: nomineePhone });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe("/account/data/nominee?done=saved");
    expect((await get("/account/data/nominee", owner.cookie)).body).toContain("Bimal Nominee");
    expect((await get("/account/data/nominee", other.cookie)).body).not.toContain("Bimal Nominee");

    const filed = await post("/account/grievance", owner.cookie, { topic: "report", text: "The owner's own grievance text", order: String(owner.id), formKey: randomBytes(8).toString("hex") });
    expect(filed.statusCode).toBe(302);
    const ticket = /ticket=(G-\d{4}-\d{6,})/.exec(String(filed.headers.location))?.[1] ?? "";
    expect(ticket).not.toBe("");
    const ownPage = (await get(`/account/grievance?ticket=${ticket}`, owner.cookie)).body;
    expect(ownPage).toContain(`Your ticket number is ${ticket}`);
    expect(ownPage).toContain("we answer within 5 days");
    expect(ownPage).toContain(`data-grievance="${ticket}"`);
    const otherPage = (await get(`/account/grievance?ticket=${ticket}`, other.cookie)).body;
    // (The address the other account asked for names the ticket; the page shows nothing of it.)
    expect(otherPage).not.toContain(`data-grievance="${ticket}"`);
    expect(otherPage).not.toContain("Your ticket number is");
    expect(otherPage).not.toContain("The owner&#x27;s own grievance text");

    const refused = await post("/account/grievance", other.cookie, { topic: "report", text: "Filing on someone else's order", order: String(owner.id), formKey: randomBytes(8).toString("hex") });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Choose one of your own orders.");
    // What was typed is kept.
    expect(refused.body).toContain("Filing on someone else&#x27;s order");
    expect(await db.selectFrom("grievances").select("id").where("account_id", "=", other.uid).execute()).toEqual([]);
  });

  it("refuses wrong digits with a translated message, then schedules once for a double post and logs the account out", async () => {
    const owner = await patient();
    const wrong = await post("/account/data/erase", `${owner.cookie}; lang=hi`, { lastDigits: owner.phone.slice(-4) === "0000" ? "1111" : "0000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("ये आपके मोबाइल नंबर के आख़िरी 4 अंक नहीं हैं।");
    const [first, second] = await Promise.all([post("/account/data/erase", owner.cookie, { lastDigits: owner.phone.slice(-4) }), post("/account/data/erase", owner.cookie, { lastDigits: owner.phone.slice(-4) })]);
    expect([first.statusCode, second.statusCode]).toContain(302);
    const done = [first, second].find((response) => response.headers.location === "/account/data/erase?requested=1");
    expect(done, `${first.statusCode} ${String(first.headers.location)} / ${second.statusCode} ${String(second.headers.location)}`).toBeDefined();
    expect(await db.selectFrom("account_erasures").select("state").where("account_id", "=", owner.uid).execute()).toEqual([{ state: "pending" }]);
    // Logged out: the account's pages now ask for a login, and the confirmation is shown without one.
    expect((await get("/account/data/erase", owner.cookie)).statusCode).toBe(302);
    expect((await get("/account/data/erase?requested=1")).body).toContain("Your account will be deleted in 7 days");
  });

  it("names the configured Grievance Officer on the privacy policy", async () => {
    const page = (await get("/privacy-policy")).body;
    expect(page).toContain("Priya Sen");
    expect(page).toContain("dpo@example.in");
  });
});

describe("correcting the name on a past order from its page (issue #34)", () => {
  it("saves the correction, says so in the reader's language and shows the earlier name; an empty name is its own message; another account gets the 404", async () => {
    const owner = await patient();
    const page = `/trace/test/${owner.id}`;
    const other = await patient();
    expect((await post(`${page}/name`, other.cookie, { name: "Someone Else" })).statusCode).toBe(404);

    const empty = await post(`${page}/name`, owner.cookie, { name: "  " });
    expect(empty.headers.location).toBe(`${page}?changeError=nameNeeded`);
    expect((await get(empty.headers.location as string, `${owner.cookie}; lang=hi`)).body).toContain(hiCommon.errors.nameNeeded);

    const saved = await post(`${page}/name`, owner.cookie, { name: "Mitali Ghoshal" });
    expect(saved.headers.location).toBe(`${page}?changed=nameCorrected`);
    const shown = (await get(saved.headers.location as string, `${owner.cookie}; lang=bn`)).body.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).toContain(bnTracking.change.done.nameCorrected);
    expect(shown).toContain("Mitali Ghoshal");
    // "<date>-এ নাম ঠিক করা হয়েছে। আগের নাম: Mitali Ghosh", in the list of corrections.
    const [before, after] = bnTracking.details.location.nameCorrected.split("{{at}}");
    expect(shown).toMatch(new RegExp(`data-testid="name-corrections"[^>]*><li>${before}\\d{2}/\\d{2}/\\d{4}, [^<]+${after!.replace("{{from}}", "Mitali Ghosh")}</li>`));

    const again = await post(`${page}/name`, owner.cookie, { name: "Mitali Ghoshal" });
    expect(again.headers.location).toBe(`${page}?changeError=nameUnchanged`);
  });
});
