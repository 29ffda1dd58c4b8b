import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { PAY_NOW_PER_ORDER_PER_MINUTE } from "../core/payments/pay-now-budget";
import { createOrder, createPatient } from "../core/payments/test-support";
import { testDb } from "../db/test-support/test-db";
import hi from "../app/i18n/locales/hi/tracking.json" with { type: "json" };
import enCommon from "../app/i18n/locales/en/common.json" with { type: "json" };
import en from "../app/i18n/locales/en/tracking.json" with { type: "json" };
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

async function loggedInPatient() {
  const patient = await createPatient(db);
  const { token } = await createSession(db, { userId: patient.id });
  return { patient, cookie: `nikat_session=${token}` };
}

const attemptsOf = async (orderId: number) => (await db.selectFrom("payments").select("id").where("request_id", "=", orderId).execute()).length;
const form = { "content-type": "application/x-www-form-urlencoded" };
const json = { accept: "application/json" };

describe("Pay Now (POST /trace/test/:id/pay)", () => {
  it("refuses a body that is not its form with 415/413 and makes no attempt", async () => {
    const { patient, cookie } = await loggedInPatient();
    const id = await createOrder(db, patient);
    for (const [type, payload] of [["application/json", "{}"], ["application/xml", "<a/>"], ["text/plain", "x"], ["multipart/form-data", "--x--"]] as const) {
      const response = await app.inject({ method: "POST", url: `/trace/test/${id}/pay`, headers: { cookie, ...json, "content-type": type }, payload });
      expect(response.statusCode, type).toBeLessThan(500);
      expect([400, 415], type).toContain(response.statusCode);
    }
    const big = await app.inject({ method: "POST", url: `/trace/test/${id}/pay`, headers: { cookie, ...json, ...form }, payload: `x=${"y".repeat(40_000)}` });
    expect(big.statusCode).toBe(413);
    const plain = await app.inject({ method: "POST", url: `/trace/test/${id}/pay`, headers: { cookie, "content-type": "application/json" }, payload: "{}" });
    expect(plain.headers.location).toBe(`/trace/test/${id}?payError=unsupportedMediaType`);
    expect(await attemptsOf(id)).toBe(0);
  }, 60_000);

  it("allows a few Pay Now taps per order a minute, then answers 429 with a translated message", async () => {
    const { patient, cookie } = await loggedInPatient();
    const id = await createOrder(db, patient);
    const pay = (headers: Record<string, string> = json) =>
      app.inject({ method: "POST", url: `/trace/test/${id}/pay`, headers: { cookie, ...form, ...headers }, payload: "", remoteAddress: "10.9.8.7" });
    for (let i = 0; i < PAY_NOW_PER_ORDER_PER_MINUTE; i++) {
      const response = await pay();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ redirectUrl: expect.stringMatching(/^\/sandbox\/pay\//) });
    }
    const refused = await pay();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: "pay_too_often" });
    const withoutScript = await pay({});
    expect(withoutScript.headers.location).toBe(`/trace/test/${id}?payError=pay_too_often`);
    // The tracking page words it in the patient's language.
    const page = await app.inject({ method: "GET", url: `/trace/test/${id}?payError=pay_too_often`, headers: { cookie: `${cookie}; lang=hi` } });
    expect(page.body).toContain(hi.errors.pay_too_often);
    // One open attempt was handed out again each time.
    expect(await attemptsOf(id)).toBe(1);

    // Another patient's order is refused the same as a missing one, not with the first patient's budget.
    const other = await loggedInPatient();
    const theirs = await app.inject({ method: "POST", url: `/trace/test/${id}/pay`, headers: { cookie: other.cookie, ...form, ...json }, payload: "", remoteAddress: "10.9.8.6" });
    expect(theirs.statusCode).toBe(404);
  }, 60_000);
});

describe("the tracking page loaded again while a payment is open (a reload, a second tab)", () => {
  const page = (id: number, cookie: string) => app.inject({ method: "GET", url: `/trace/test/${id}`, headers: { cookie } });

  it("still open at the gateway: 'Payment in progress'; ended there while the page was away: says so at once, and the order is paid", async () => {
    const { patient, cookie } = await loggedInPatient();
    const id = await createOrder(db, patient);
    const before = await page(id, cookie);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('data-testid="payment-in-progress"');

    const started = await app.inject({ method: "POST", url: `/trace/test/${id}/pay`, headers: { cookie, ...form, ...json }, payload: "" });
    const merchantOrderId = started.json<{ redirectUrl: string }>().redirectUrl.split("/").pop() ?? "";
    const open = await page(id, cookie);
    expect(open.body).toContain('data-testid="payment-in-progress"');
    expect(open.body).toContain(en.payment.inProgress);

    // The gateway took the money, and its notice never came: the page asks, applies it, and shows the paid order.
    await db.updateTable("sandbox_payments").set({ state: "COMPLETED" }).where("merchant_order_id", "=", merchantOrderId).execute();
    // The page asks the gateway at most every few seconds (the load above just did): that time has passed.
    await db.updateTable("payments").set({ last_checked_at: null }).where("merchant_order_id", "=", merchantOrderId).execute();
    const ended = await page(id, cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.body).not.toContain('data-testid="payment-in-progress"');
    expect(ended.body).toContain(en.toasts.confirmed);
    expect(ended.body).toMatch(new RegExp(`data-testid="order-status"><span class="sr-only">.*?</span>${en.statuses.paid}<`));
    expect((await db.selectFrom("sample_requests").select("payment_status").where("id", "=", id).executeTakeFirstOrThrow()).payment_status).toBe("Success");
  }, 60_000);
});

describe("the sandbox page and the demo order", () => {
  it("sandbox choices go through the form pipeline: a bad body is 415/400 with a message, and changes nothing", async () => {
    const { patient, cookie } = await loggedInPatient();
    const id = await createOrder(db, patient);
    const started = await app.inject({ method: "POST", url: `/trace/test/${id}/pay`, headers: { cookie, ...form, ...json }, payload: "" });
    const { redirectUrl } = started.json<{ redirectUrl: string }>();
    const wrongType = await app.inject({ method: "POST", url: redirectUrl, headers: { "content-type": "application/json" }, payload: '{"choice":"success"}' });
    expect(wrongType.statusCode).toBe(415);
    const badChoice = await app.inject({ method: "POST", url: redirectUrl, headers: form, payload: "choice=steal" });
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.body).toContain(enCommon.errors.badForm);
    expect((await db.selectFrom("sandbox_payments").select("state").where("merchant_order_id", "=", redirectUrl.split("/").pop() ?? "").executeTakeFirstOrThrow()).state).toBe("PENDING");
    const chosen = await app.inject({ method: "POST", url: redirectUrl, headers: form, payload: "choice=success" });
    expect(chosen.statusCode).toBe(302);
    expect((await db.selectFrom("sample_requests").select("payment_status").where("id", "=", id).executeTakeFirstOrThrow()).payment_status).toBe("Success");
  }, 60_000);

  it("a sandbox address that is no merchant order id (a NUL byte, too long) is the 404 page, not a database error", async () => {
    for (const id of ["%00", "a%00b", "x".repeat(64), "%E0%A4%85"]) {
      expect((await app.inject({ method: "GET", url: `/sandbox/pay/${id}` })).statusCode, id).toBe(404);
      expect((await app.inject({ method: "POST", url: `/sandbox/pay/${id}`, headers: form, payload: "choice=success" })).statusCode, id).toBe(404);
    }
  }, 60_000);

  it("/dev/demo-order refuses a body that is not its form and makes no order", async () => {
    const { patient, cookie } = await loggedInPatient();
    const count = async () => (await db.selectFrom("sample_requests").select("id").where("uid", "=", patient.id).execute()).length;
    const refused = await app.inject({ method: "POST", url: "/dev/demo-order", headers: { cookie, "content-type": "application/json" }, payload: "{}" });
    expect(refused.statusCode).toBe(415);
    expect(await count()).toBe(0);
    const made = await app.inject({ method: "POST", url: "/dev/demo-order", headers: { cookie, ...form }, payload: "" });
    expect(made.statusCode).toBe(302);
    expect(await count()).toBe(1);
  }, 60_000);
});
