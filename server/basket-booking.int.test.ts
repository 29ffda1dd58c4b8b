import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { randomPhone } from "../core/auth/test-support";
import { SESSION_COOKIE } from "../core/auth/session-cookie";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

/**
 * Issue #27, through the host as a browser posts it: a basket kept by its cookie, then booked without a
 * prescription. The order is Confirmed at the server's price, whatever amount the browser sends.
 */
const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 120_000);
afterAll(async () => close?.());

async function catalogueTest(pricePaise: number, fastingHours: number) {
  const slug = `basket-http-${randomBytes(4).toString("hex")}`;
  await db.insertInto("tests").values({ slug, name: slug, price_paise: pricePaise, sample_type: "blood", fasting_hours: fastingHours, turnaround_hours: 24, active: true }).execute();
  return slug;
}

async function lab() {
  const { id } = await db
    .insertInto("hospitals")
    .values({ type: "Lab", status: "Active", name: `Basket Lab ${randomBytes(3).toString("hex")}`, city: "Kolkata" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function patientCookie() {
  const phone = randomPhone();
  const { id } = await db.insertInto("users").values({ phone, health_data_consent_at: new Date() }).returning("id").executeTakeFirstOrThrow();
  const { token } = await createSession(db, { userId: id });
  return { id, cookie: `${SESSION_COOKIE}=${token}; lang=en` };
}

/** Posts the basket's form as the page does and keeps the basket cookie the answer sets. */
async function addToBasket(cookie: string, labId: number, slug: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/basket",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ intent: "add", labId: String(labId), slug, back: "/test" }).toString(),
  });
  expect(response.statusCode).toBe(303);
  const set = [response.headers["set-cookie"]].flat().find((line) => line?.startsWith("basket="));
  expect(set).toMatch(/HttpOnly/i);
  return `${cookie}; ${set?.split(";")[0] ?? ""}`;
}

async function book(cookie: string, values: Record<string, string>) {
  const form = new FormData();
  const fields = { name: "Anita Roy", age: "67", gender: "Female", village: "Behala", address: "14 Diamond Harbour Road", city: "Kolkata", slot: "tomorrow-2", requestKey: randomBytes(16).toString("hex"), ...values };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request("http://form.invalid/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: "/booking/sample-request",
    headers: { cookie, "content-type": request.headers.get("content-type") ?? "", accept: "application/json" },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe("booking the basket", () => {
  it("creates a Confirmed order with the server's amount, refusing a total the server did not show, and ignoring any amount the browser adds", async () => {
    const labId = await lab();
    const sugar = await catalogueTest(15_000, 10);
    const lipids = await catalogueTest(60_000, 12);
    await db.insertInto("lab_tests").values({ lab_id: labId, test_id: (await db.selectFrom("tests").select("id").where("slug", "=", lipids).executeTakeFirstOrThrow()).id, price_paise: 45_000 }).execute();
    const who = await patientCookie();
    let cookie = await addToBasket(who.cookie, labId, sugar);
    cookie = await addToBasket(cookie, labId, lipids);

    // A total the server never showed (the browser's own "amount") books nothing.
    const forged = await book(cookie, { basketTotalPaise: "100" });
    expect(forged.statusCode).toBe(409);
    expect(forged.json()).toMatchObject({ ok: false, fieldErrors: { basketTotalPaise: "errors.basketPriceChanged" } });
    expect(await db.selectFrom("sample_requests").select("id").where("uid", "=", who.id).execute()).toEqual([]);

    // The total shown (15,000 + the lab's 45,000 + free collection), with amounts of its own added: booked at the server's.
    const booked = await book(cookie, { basketTotalPaise: "60000", amountPaise: "100", amount_paise: "100", accepted_amount_paise: "100" });
    expect(booked.statusCode).toBe(200);
    const order = await db
      .selectFrom("sample_requests")
      .select(["status", "amount_paise", "due_amount_paise", "accepted_amount_paise", "prescription", "lab_id", "tests", "payment_status"])
      .where("uid", "=", who.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "Confirmed", amount_paise: 60_000, due_amount_paise: 60_000, accepted_amount_paise: 60_000, prescription: null, lab_id: labId, payment_status: "Pending" });
    expect(order.tests).toEqual([
      { test_name: sugar, amount_paise: 15_000 },
      { test_name: lipids, amount_paise: 45_000 },
    ]);
    const message = await db.selectFrom("messages").select(["template", "params"]).where("request_id", "=", (await db.selectFrom("sample_requests").select("id").where("uid", "=", who.id).executeTakeFirstOrThrow()).id).executeTakeFirstOrThrow();
    expect(message).toMatchObject({ template: "tests_confirmed", params: expect.objectContaining({ amount: "₹600" }) });

    // Booked, the basket is empty: posting it again from another form books nothing more.
    const again = await book(cookie, { basketTotalPaise: "60000" });
    expect(again.json()).toMatchObject({ ok: false, fieldErrors: { basketTotalPaise: "errors.basketEmpty" } });
  });

  it("refuses the old total after a price changed, and books at the new one once the page showed it", async () => {
    const labId = await lab();
    const sugar = await catalogueTest(20_000, 0);
    const who = await patientCookie();
    const cookie = await addToBasket(who.cookie, labId, sugar);
    await db.updateTable("tests").set({ price_paise: 25_000 }).where("slug", "=", sugar).execute();
    expect((await book(cookie, { basketTotalPaise: "20000" })).json()).toMatchObject({ fieldErrors: { basketTotalPaise: "errors.basketPriceChanged" } });
    expect((await book(cookie, { basketTotalPaise: "25000" })).statusCode).toBe(200);
    expect(await db.selectFrom("sample_requests").select("amount_paise").where("uid", "=", who.id).executeTakeFirstOrThrow()).toEqual({ amount_paise: 25_000 });
  });

  it("without a basket the form still needs its prescription (the 'Tests my doctor wrote' path)", async () => {
    const who = await patientCookie();
    const response = await book(who.cookie, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, fieldErrors: { prescription: "errors.prescriptionMissing" } });
  });
});

describe("Accept new amount on the tracking page", () => {
  it("lets the owner accept exactly the amount shown, refuses a stale one, and answers another patient 404", async () => {
    const owner = await patientCookie();
    const { id } = await db
      .insertInto("sample_requests")
      .values({ uid: owner.id, phone: "9830000001", name: "Owner", status: "Confirmed", amount_paise: 50_000, due_amount_paise: 50_000, accepted_amount_paise: 40_000, agent_otp: 123456 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const accept = (cookie: string, amountPaise: string) =>
      app.inject({ method: "POST", url: `/trace/test/${id}/accept-amount`, headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, payload: `amountPaise=${amountPaise}` });

    const stranger = await patientCookie();
    expect((await accept(stranger.cookie, "50000")).statusCode).toBe(404);
    expect((await accept(owner.cookie, "40000")).headers.location).toBe(`/trace/test/${id}?changeError=orderChanged`);
    expect(await db.selectFrom("sample_requests").select("accepted_amount_paise").where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ accepted_amount_paise: 40_000 });
    expect((await accept(owner.cookie, "50000")).headers.location).toBe(`/trace/test/${id}?changed=amountAccepted`);
    expect(await db.selectFrom("sample_requests").select("accepted_amount_paise").where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ accepted_amount_paise: 50_000 });
  });
});
