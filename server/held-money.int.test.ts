import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { createAssignedOrder, createLab, createStaff } from "../core/staff/test-support";
import { kolkataDay } from "../core/time/kolkata-day";
import { testDb } from "../db/test-support/test-db";
import enCommon from "../app/i18n/locales/en/common.json" with { type: "json" };
import enStaff from "../app/i18n/locales/en/staff.json" with { type: "json" };
import bnField from "../app/i18n/locales/bn/staffField.json" with { type: "json" };
import enField from "../app/i18n/locales/en/staffField.json" with { type: "json" };
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

const form = { "content-type": "application/x-www-form-urlencoded" };
const cookieFor = async (userId: number, lang = "en") => `nikat_session=${(await createSession(db, { userId })).token}; lang=${lang}`;
const versionOf = async (id: number) => (await db.selectFrom("sample_requests").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow()).updated_at.toISOString();
const orderRow = (id: number) => db.selectFrom("sample_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
/** What the page shows: its markup without the scripts, which carry the page's whole catalog. */
const shown = (body: string) => body.replace(/<script[\s\S]*?<\/script>/g, "");
const postForm = (url: string, cookie: string, fields: Record<string, string>) =>
  app.inject({ method: "POST", url, headers: { cookie, ...form }, payload: new URLSearchParams(fields).toString() });

/** Security review H2's order: the agent at the door of an unpaid order whose patient has opened an online payment. */
async function doorWithOpenPayment() {
  const agent = await createStaff(db, "agent");
  const admin = await createStaff(db, "admin");
  const patient = await db.insertInto("users").values({ phone: `98${String(Date.now() % 100_000_000).padStart(8, "0")}`, name: "Test Patient" }).returning(["id", "phone"]).executeTakeFirstOrThrow();
  const id = await createAssignedOrder(db, { agentId: agent.id, labId: await createLab(db), date: kolkataDay(new Date()).date, time: "10:30", uid: patient.id, patientPhone: patient.phone, agentOtp: 482913 });
  const patientCookie = await cookieFor(patient.id);
  const paying = await app.inject({ method: "POST", url: `/trace/test/${id}/pay`, headers: { cookie: patientCookie, ...form, accept: "application/json" }, payload: "" });
  expect(paying.statusCode).toBe(200);
  const { redirectUrl } = paying.json<{ redirectUrl: string }>();
  return { id, redirectUrl, agentCookie: await cookieFor(agent.id), adminCookie: await cookieFor(admin.id) };
}

describe("cash at the door while an online payment is open (security review H2)", () => {
  it("refuses 'Collected' with cash, offers the check, closes the unpaid attempt, then takes cash; a late online payment is owed back", async () => {
    const { id, redirectUrl, agentCookie, adminCookie } = await doorWithOpenPayment();
    const url = `/staff/agent/${id}`;

    const page = await app.inject({ method: "GET", url, headers: { cookie: agentCookie.replace("lang=en", "lang=bn") } });
    expect(shown(page.body)).toContain(bnField.visit.onlineOpen.title);

    const collect = async () => postForm(url, agentCookie, { intent: "collect", formKey: randomUUID(), seen: await versionOf(id), code: "482913", paymentMethod: "cash" });
    const refused = await collect();
    expect(refused.statusCode).toBe(409);
    expect(shown(refused.body)).toContain(enCommon.errors.onlinePaymentOpen);
    expect(await orderRow(id)).toMatchObject({ status: "Agent Assigned", payment_status: "Pending", invoice_number: null });

    const checked = await postForm(url, agentCookie, { intent: "check-payment", formKey: randomUUID(), seen: await versionOf(id) });
    expect(checked.statusCode).toBe(302);
    expect(checked.headers.location).toBe(`${url}?done=payment-closed`);
    const after = await app.inject({ method: "GET", url: checked.headers.location as string, headers: { cookie: agentCookie } });
    expect(shown(after.body)).toContain(enField.visit.done["payment-closed"]);
    expect(shown(after.body)).not.toContain(enField.visit.onlineOpen.title);

    expect((await collect()).statusCode).toBe(302);
    expect(await orderRow(id)).toMatchObject({ status: "Sample Collected", payment_status: "Success", payment_method: "Cash" });

    // The patient finishes the online payment anyway (the reproduction's step 3).
    const paid = await app.inject({ method: "POST", url: redirectUrl, headers: form, payload: "choice=success" });
    expect(paid.statusCode).toBe(302);
    expect(await orderRow(id)).toMatchObject({ payment_flag: "paid_twice", refund_status: "Due" });
    const message = await db.selectFrom("messages").select(["template"]).where("request_id", "=", id).where("template", "=", "refund_due").execute();
    expect(message).toHaveLength(1);

    // The admin sees it in the 'refund due' filter and on the request, with forms, never "Nothing is left to do".
    const queue = await app.inject({ method: "GET", url: "/staff/requests?payment=refund", headers: { cookie: adminCookie } });
    expect(shown(queue.body)).toContain(`/staff/requests/${id}`);
    const request = await app.inject({ method: "GET", url: `/staff/requests/${id}`, headers: { cookie: adminCookie } });
    expect(shown(request.body)).toContain(enStaff.actions.gatewayRefund.title);
    expect(shown(request.body)).toContain(enStaff.actions.recordRefund.title);
    expect(shown(request.body)).not.toContain(enStaff.actions.none);

    // Sent back through the (sandbox) gateway's refund API, once, however often the form is posted.
    const refund = await db.selectFrom("refunds").select("id").where("request_id", "=", id).executeTakeFirstOrThrow();
    const fields = { intent: "gateway-refund", formKey: randomUUID(), seen: await versionOf(id), refundId: String(refund.id) };
    const sent = await postForm(`/staff/requests/${id}`, adminCookie, fields);
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe(`/staff/requests/${id}?done=gateway-refund`);
    expect((await postForm(`/staff/requests/${id}`, adminCookie, fields)).statusCode).toBe(302);
    expect(await db.selectFrom("sandbox_refunds").select("state").where("merchant_order_id", "=", redirectUrl.split("/").pop() ?? "").execute()).toEqual([{ state: "COMPLETED" }]);
    expect(await orderRow(id)).toMatchObject({ refund_status: "Refunded" });
  }, 60_000);
});

describe("a patient cancelling while paying (security review M1)", () => {
  it("the payment finished after the cancel is a refund Due, the patient is told, and the admin page offers the refund", async () => {
    const patient = await db.insertInto("users").values({ phone: `97${String(Date.now() % 100_000_000).padStart(8, "0")}`, name: "Test Patient" }).returning(["id", "phone"]).executeTakeFirstOrThrow();
    const admin = await createStaff(db, "admin");
    const id = (
      await db
        .insertInto("sample_requests")
        .values({ uid: patient.id, phone: patient.phone, name: "Test Patient", amount_paise: 95_000, status: "Confirmed", tests: JSON.stringify([{ test_name: "Lipid Profile", amount_paise: 95_000 }]), date: "2030-01-15 1st Half" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const cookie = await cookieFor(patient.id);
    const paying = await app.inject({ method: "POST", url: `/trace/test/${id}/pay`, headers: { cookie, ...form, accept: "application/json" }, payload: "" });
    const { redirectUrl } = paying.json<{ redirectUrl: string }>();
    const cancelled = await postForm(`/trace/test/${id}/cancel`, cookie, { reason: "Changed my mind" });
    expect(cancelled.statusCode).toBe(302);
    expect((await app.inject({ method: "POST", url: redirectUrl, headers: form, payload: "choice=success" })).statusCode).toBe(302);

    expect(await orderRow(id)).toMatchObject({ status: "Cancelled", payment_flag: "paid_after_cancel", refund_status: "Due" });
    const templates = (await db.selectFrom("messages").select("template").where("request_id", "=", id).orderBy("id").execute()).map((m) => m.template);
    expect(templates).toEqual(["order_cancelled", "refund_due"]);
    const page = await app.inject({ method: "GET", url: `/staff/requests/${id}`, headers: { cookie: await cookieFor(admin.id) } });
    expect(shown(page.body)).not.toContain(enStaff.actions.none);
    expect(shown(page.body)).toContain(enStaff.actions.gatewayRefund.title);
  }, 60_000);
});

describe("recording a refund made by hand", () => {
  it("refuses a form without a reference, amount or date with translated messages, keeping what was typed, then records it", async () => {
    const { id, redirectUrl, agentCookie, adminCookie } = await doorWithOpenPayment();
    await postForm(`/staff/agent/${id}`, agentCookie, { intent: "check-payment", formKey: randomUUID(), seen: await versionOf(id) });
    await postForm(`/staff/agent/${id}`, agentCookie, { intent: "collect", formKey: randomUUID(), seen: await versionOf(id), code: "482913", paymentMethod: "upi" });
    await app.inject({ method: "POST", url: redirectUrl, headers: form, payload: "choice=success" });
    const refund = await db.selectFrom("refunds").select("id").where("request_id", "=", id).executeTakeFirstOrThrow();

    const url = `/staff/requests/${id}`;
    const base = { intent: "record-refund", formKey: randomUUID(), seen: await versionOf(id), refundId: String(refund.id) };
    const bad = await postForm(url, adminCookie, { ...base, reference: "", refundAmount: "abc", refundedOn: "2026-02-30" });
    expect(bad.statusCode).toBe(400);
    expect(shown(bad.body)).toContain(enCommon.errors.refundReferenceNeeded);
    const typedAmount = await postForm(url, adminCookie, { ...base, reference: "UPI 4123", refundAmount: "0.5", refundedOn: "2026-11-24" });
    expect(typedAmount.statusCode).toBe(400);
    expect(shown(typedAmount.body)).toContain(enCommon.errors.refundAmountInvalid);
    expect(shown(typedAmount.body)).toContain('value="UPI 4123"');

    const done = await postForm(url, adminCookie, { ...base, reference: "UPI 412345678901", refundAmount: "950", refundedOn: "2026-11-24" });
    expect(done.statusCode).toBe(302);
    expect(await db.selectFrom("refunds").select(["state", "method", "reference", "refunded_paise", "refunded_on"]).where("id", "=", refund.id).executeTakeFirstOrThrow()).toEqual({
      state: "refunded",
      method: "manual",
      reference: "UPI 412345678901",
      refunded_paise: 95_000,
      refunded_on: "2026-11-24",
    });
    expect(await orderRow(id)).toMatchObject({ refund_status: "Refunded" });
  }, 60_000);
});
