import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { createRequest } from "../core/orders/test-support";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

/**
 * Issue #29's reminder choices as a browser posts them, without scripts: a member's repeat tests on their family
 * page (opt-in, their own account's member only), and stopping and restarting every reminder from "My data".
 */
const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

const form = { "content-type": "application/x-www-form-urlencoded" };
const post = (url: string, cookie: string, fields: Record<string, string>) => app.inject({ method: "POST", url, headers: { cookie, ...form }, payload: new URLSearchParams(fields).toString() });
const get = (url: string, cookie: string) => app.inject({ method: "GET", url, headers: { cookie } });

async function patientWithMember() {
  const owner = await createRequest(db, { status: "Report Generated" });
  const { token } = await createSession(db, { userId: owner.uid });
  const member = await db.insertInto("family_members").values({ account_id: owner.uid, name: "Anita Das", relation: "Mother", birth_year: 1959, gender: "Female" }).returning("id").executeTakeFirstOrThrow();
  return { ...owner, memberId: member.id, cookie: `nikat_session=${token}` };
}

describe("reminder choices (issue #29)", () => {
  it("opts a member in to the ticked repeat tests only, shown ticked on their page", async () => {
    const owner = await patientWithMember();
    const before = (await get(`/account/family/${owner.memberId}`, owner.cookie)).body;
    expect(before).toContain("Repeat-test reminders for Anita Das");
    expect(before).not.toMatch(/id="repeat-hba1c"[^>]*checked/);

    const saved = await post(`/account/family/${owner.memberId}/reminders`, owner.cookie, { intent: "repeat-reminders", hba1c: "on", lipid: "on" });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe(`/account/family/${owner.memberId}?done=reminders&member=${owner.memberId}#reminders`);
    expect((await db.selectFrom("repeat_test_reminders").select("test").where("member_id", "=", owner.memberId).orderBy("test").execute()).map((r) => r.test)).toEqual(["hba1c", "lipid"]);
    const after = (await get(`/account/family/${owner.memberId}?done=reminders&member=${owner.memberId}`, owner.cookie)).body;
    expect(after).toContain("Repeat-test reminders for Anita Das are saved.");
    expect(after).toMatch(/id="repeat-hba1c"[^>]*checked/);
    expect(after).not.toMatch(/id="repeat-tsh"[^>]*checked/);
  });

  it("refuses a bad form with a translated answer and changes nothing", async () => {
    const owner = await patientWithMember();
    const refused = await app.inject({
      method: "POST",
      url: `/account/family/${owner.memberId}/reminders`,
      headers: { cookie: owner.cookie, ...form, "accept-language": "hi" },
      payload: new URLSearchParams({ intent: "repeat-reminders", hba1c: "yes please" }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(await db.selectFrom("repeat_test_reminders").select("test").where("member_id", "=", owner.memberId).execute()).toEqual([]);
  });

  it("stops every reminder from My data and turns them on again", async () => {
    const owner = await patientWithMember();
    expect((await get("/account/data", owner.cookie)).body).toContain("Stop reminders");
    const stopped = await post("/account/data", owner.cookie, { intent: "stop-reminders" });
    expect(stopped.headers.location).toBe("/account/data?done=remindersStopped#reminders");
    expect(await db.selectFrom("users").select("reminders_stopped_at").where("id", "=", owner.uid).executeTakeFirstOrThrow()).not.toEqual({ reminders_stopped_at: null });
    const page = (await get("/account/data?done=remindersStopped", owner.cookie)).body;
    expect(page).toContain("WhatsApp reminders are stopped.");
    expect(page).toContain("Turn reminders on");
    expect((await get(`/account/family/${owner.memberId}`, owner.cookie)).body).toContain("You have stopped all reminders");

    await post("/account/data", owner.cookie, { intent: "restart-reminders" });
    expect(await db.selectFrom("users").select("reminders_stopped_at").where("id", "=", owner.uid).executeTakeFirstOrThrow()).toEqual({ reminders_stopped_at: null });
  });
});
