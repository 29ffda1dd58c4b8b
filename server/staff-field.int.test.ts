import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { simplePdf } from "../core/files/simple-pdf";
import { AGENT_CODE_MAX_TRIES } from "../core/orders/collect-sample";
import { createOrder, createPatient } from "../core/payments/test-support";
import { createAssignedOrder, createLab, createStaff } from "../core/staff/test-support";
import { kolkataDay } from "../core/time/kolkata-day";
import { testDb } from "../db/test-support/test-db";
import enCommon from "../app/i18n/locales/en/common.json" with { type: "json" };
import enField from "../app/i18n/locales/en/staffField.json" with { type: "json" };
import enTracking from "../app/i18n/locales/en/tracking.json" with { type: "json" };
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

const cookieFor = async (userId: number) => `nikat_session=${(await createSession(db, { userId })).token}; lang=en`;
const form = { "content-type": "application/x-www-form-urlencoded" };
const today = () => kolkataDay(new Date()).date;
const versionOf = async (id: number) => (await db.selectFrom("sample_requests").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow()).updated_at.toISOString();
const orderRow = (id: number) => db.selectFrom("sample_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
/** What the page shows: its markup without the scripts, which carry the page's whole catalog. */
const shown = (body: string) => body.replace(/<script[\s\S]*?<\/script>/g, "");
const get = (url: string, cookie = "lang=en") => app.inject({ method: "GET", url, headers: { cookie } });
const postForm = (url: string, cookie: string, fields: Record<string, string>) =>
  app.inject({ method: "POST", url, headers: { cookie, ...form }, payload: new URLSearchParams(fields).toString() });

async function multipart(fields: Record<string, string>, file?: { bytes: Uint8Array; type: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set("report", new File([file.bytes as Uint8Array<ArrayBuffer>], "report.pdf", { type: file.type }));
  const request = new Request("http://form.invalid/", { method: "POST", body });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}
const postUpload = async (url: string, cookie: string, fields: Record<string, string>, file?: { bytes: Uint8Array; type: string }) => {
  const body = await multipart(fields, file);
  return app.inject({ method: "POST", url, headers: { cookie, "content-type": body.type }, payload: body.payload });
};

async function world() {
  const labId = await createLab(db);
  const otherLabId = await createLab(db);
  const agent = await createStaff(db, "agent", { name: "Rahul Das" });
  const otherAgent = await createStaff(db, "agent");
  const lab = await createStaff(db, "lab", { labId });
  const otherLab = await createStaff(db, "lab", { labId: otherLabId });
  const patient = await createPatient(db);
  const admin = await createStaff(db, "admin");
  const visit = await createAssignedOrder(db, { agentId: agent.id, labId, date: today(), time: "10:30", agentOtp: 482913 });
  const sample = await createAssignedOrder(db, { agentId: agent.id, labId, date: today(), time: "08:00", status: "Sample Collected" });
  return {
    labId,
    visit,
    sample,
    cookies: {
      agent: await cookieFor(agent.id),
      otherAgent: await cookieFor(otherAgent.id),
      lab: await cookieFor(lab.id),
      otherLab: await cookieFor(otherLab.id),
      patient: await cookieFor(patient.id),
      admin: await cookieFor(admin.id),
    },
  };
}

describe("who may open the agent and lab pages", () => {
  it("answers 404 to everyone but the right role, and to another agent's or another lab's order", async () => {
    const w = await world();
    await db.updateTable("sample_requests").set({ report: "reports/none.pdf", report_type: "application/pdf" }).where("id", "=", w.sample).execute();
    const agentPages = ["/staff/agent", `/staff/agent/${w.visit}`];
    const labPages = ["/staff/lab", `/staff/lab/${w.sample}`, `/staff/lab/${w.sample}/report`];
    for (const url of [...agentPages, ...labPages]) {
      for (const [who, cookie] of [["logged out", "lang=en"], ["patient", w.cookies.patient]] as const) {
        expect((await get(url, cookie)).statusCode, `${who} GET ${url}`).toBe(404);
      }
    }
    for (const url of agentPages) expect((await get(url, w.cookies.lab)).statusCode, `lab GET ${url}`).toBe(404);
    for (const url of labPages) expect((await get(url, w.cookies.agent)).statusCode, `agent GET ${url}`).toBe(404);
    expect((await get(`/staff/agent/${w.visit}`, w.cookies.otherAgent)).statusCode).toBe(404);
    expect((await get(`/staff/lab/${w.sample}`, w.cookies.otherLab)).statusCode).toBe(404);
    expect((await get(`/staff/lab/${w.sample}/report`, w.cookies.otherLab)).statusCode).toBe(404);
    // The right people see their own pages, never cached.
    const own = await get(`/staff/agent/${w.visit}`, w.cookies.agent);
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toContain("no-store");
    expect(shown(own.body)).toContain("Test Patient");
    expect(own.body).not.toContain("482913");
    expect(shown((await get("/staff/agent", w.cookies.agent)).body)).toContain(`/staff/agent/${w.visit}`);
    expect(shown((await get("/staff/lab", w.cookies.lab)).body)).toContain(`/staff/lab/${w.sample}`);
    expect(shown((await get("/staff/lab", w.cookies.otherLab)).body)).not.toContain(`/staff/lab/${w.sample}`);
    expect((await get(`/staff/lab/${w.sample}`, w.cookies.lab)).statusCode).toBe(200);
  }, 120_000);

  it("refuses every post from outside with 404 and changes nothing", async () => {
    const w = await world();
    const before = await orderRow(w.visit);
    const start = async () => ({ intent: "start", formKey: randomUUID(), seen: await versionOf(w.visit) });
    for (const cookie of ["lang=en", w.cookies.patient, w.cookies.otherAgent, w.cookies.lab, w.cookies.admin]) {
      expect((await postForm(`/staff/agent/${w.visit}`, cookie, await start())).statusCode).toBe(404);
    }
    const sampleBefore = await orderRow(w.sample);
    const pdf = { bytes: simplePdf(["Report"]), type: "application/pdf" };
    for (const cookie of ["lang=en", w.cookies.patient, w.cookies.agent, w.cookies.otherLab]) {
      const answer = await postUpload(`/staff/lab/${w.sample}`, cookie, { formKey: randomUUID(), seen: sampleBefore.updated_at.toISOString() }, pdf);
      expect(answer.statusCode).toBe(404);
    }
    expect((await orderRow(w.visit)).updated_at).toEqual(before.updated_at);
    expect((await orderRow(w.sample)).report).toBeNull();
  }, 120_000);
});

describe("the agent's visit", () => {
  it("Start, then five wrong codes lock the visit; the right code is then refused too and the page says to call the office", async () => {
    const w = await world();
    const url = `/staff/agent/${w.visit}`;
    const started = await postForm(url, w.cookies.agent, { intent: "start", formKey: randomUUID(), seen: await versionOf(w.visit) });
    expect(started.statusCode).toBe(302);
    expect(started.headers.location).toBe(`${url}?done=started`);
    expect((await orderRow(w.visit)).agent_started_at).not.toBeNull();

    const collect = async (code: string, extra: Record<string, string> = {}) =>
      postForm(url, w.cookies.agent, { intent: "collect", formKey: randomUUID(), seen: await versionOf(w.visit), code, ...extra });
    // A typing slip (five digits) is not one of the tries.
    const slip = await collect("12345");
    expect(slip.statusCode).toBe(400);
    expect(shown(slip.body)).toContain(enField.errors.codeFormat);
    expect((await orderRow(w.visit)).code_attempts).toBe(0);

    for (let attempt = 1; attempt < AGENT_CODE_MAX_TRIES; attempt++) {
      const wrong = await collect("111111", { paymentMethod: "cash" });
      expect(wrong.statusCode).toBe(400);
      const left = AGENT_CODE_MAX_TRIES - attempt;
      expect(shown(wrong.body)).toContain((left === 1 ? enCommon.errors.agentCodeWrong_one : enCommon.errors.agentCodeWrong_other).replace("{{count}}", String(left)));
      expect(wrong.body).not.toContain("111111");
    }
    const fifth = await collect("111111", { paymentMethod: "cash" });
    expect(fifth.statusCode).toBe(423);
    // Said once: in the locked box with the office's number, not again as the form's error (issue #30).
    expect(shown(fifth.body)).toContain(enField.visit.locked);
    expect(shown(fifth.body)).not.toContain(enCommon.errors.agentCodeLocked);
    const right = await collect("482913", { paymentMethod: "cash" });
    expect(right.statusCode).toBe(423);
    const row = await orderRow(w.visit);
    expect(row).toMatchObject({ status: "Agent Assigned", code_attempts: AGENT_CODE_MAX_TRIES, payment_status: "Pending" });
    expect(row.code_locked_at).not.toBeNull();
    const page = await get(url, w.cookies.agent);
    expect(shown(page.body)).toContain(enField.visit.locked);
    expect(shown(page.body)).not.toContain('name="code"');
  }, 120_000);

  it("Collected asks how an unpaid visit was paid, then records it once however often the form is posted", async () => {
    const w = await world();
    const url = `/staff/agent/${w.visit}`;
    const fields = { intent: "collect", formKey: randomUUID(), seen: await versionOf(w.visit), code: "482913" };
    const noMethod = await postForm(url, w.cookies.agent, fields);
    expect(noMethod.statusCode).toBe(400);
    expect(shown(noMethod.body)).toContain(enCommon.errors.paymentMethodNeeded);
    const done = await postForm(url, w.cookies.agent, { ...fields, paymentMethod: "upi" });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(`${url}?done=collected`);
    const again = await postForm(url, w.cookies.agent, { ...fields, paymentMethod: "upi" });
    expect(again.statusCode).toBe(302);
    expect(await orderRow(w.visit)).toMatchObject({ status: "Sample Collected", payment_status: "Success", payment_method: "UPI at collection" });
    const audits = await db.selectFrom("audit_log").select("action").where("entity_id", "=", String(w.visit)).where("action", "=", "order.collectSample").execute();
    expect(audits).toHaveLength(1);
    // Shown as done on the day's list.
    expect(shown((await get("/staff/agent", w.cookies.agent)).body)).toContain(enField.visitState.done);
  }, 120_000);
});

describe("the agent's form refused", () => {
  it("words a code far too long like any malformed code, whichever step is posted (it answered zod's own English)", async () => {
    const w = await world();
    for (const intent of ["start", "collect"]) {
      const response = await app.inject({
        method: "POST",
        url: `/staff/agent/${w.visit}.data`,
        headers: { cookie: w.cookies.agent, ...form },
        payload: new URLSearchParams({ intent, formKey: randomUUID(), seen: await versionOf(w.visit), code: "1".repeat(30), paymentMethod: "cash" }).toString(),
      });
      expect(response.statusCode, intent).toBe(400);
      expect(response.body, intent).toContain('"staffField:errors.codeFormat"');
      expect(response.body, intent).not.toMatch(/Too big|expected string/i);
    }
    expect((await orderRow(w.visit)).status).toBe("Agent Assigned");
  });
});

describe("the lab's report", () => {
  it("is uploaded as a PDF (anything else refused by its bytes), can be replaced, and the current one downloaded", async () => {
    const w = await world();
    const url = `/staff/lab/${w.sample}`;
    const notPdf = await postUpload(url, w.cookies.lab, { formKey: randomUUID(), seen: await versionOf(w.sample) }, { bytes: new TextEncoder().encode("hello"), type: "application/pdf" });
    expect(notPdf.statusCode).toBe(415);
    expect(shown(notPdf.body)).toContain(enCommon.errors.reportType);
    const missing = await postUpload(url, w.cookies.lab, { formKey: randomUUID(), seen: await versionOf(w.sample) });
    expect(missing.statusCode).toBe(400);
    expect(shown(missing.body)).toContain(enCommon.errors.reportMissing);

    const first = await postUpload(url, w.cookies.lab, { formKey: randomUUID(), seen: await versionOf(w.sample) }, { bytes: simplePdf(["First"]), type: "application/pdf" });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`${url}?done=uploaded`);
    const firstKey = (await orderRow(w.sample)).report;
    expect(await orderRow(w.sample)).toMatchObject({ status: "Report Generated", report_type: "application/pdf" });
    const second = await postUpload(url, w.cookies.lab, { formKey: randomUUID(), seen: await versionOf(w.sample) }, { bytes: simplePdf(["Second"]), type: "application/pdf" });
    expect(second.statusCode).toBe(302);
    expect((await orderRow(w.sample)).report).not.toBe(firstKey);

    const page = await get(url, w.cookies.lab);
    expect(shown(page.body)).toContain(`${url}/report`);
    const download = await get(`${url}/report`, w.cookies.lab);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["cache-control"]).toContain("no-store");
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(download.rawPayload.toString("latin1")).toContain("Second");
  }, 120_000);

  it("takes a report over the text forms' 64 KB through the page's own body cap", async () => {
    const w = await world();
    const big = simplePdf(Array.from({ length: 4000 }, (_, i) => `Line ${i} of a long report`));
    expect(big.length).toBeGreaterThan(64 * 1024);
    const answer = await postUpload(`/staff/lab/${w.sample}`, w.cookies.lab, { formKey: randomUUID(), seen: await versionOf(w.sample) }, { bytes: big, type: "application/pdf" });
    expect(answer.statusCode).toBe(302);
  }, 120_000);
});

describe("the patient's Reschedule and Cancel", () => {
  it("moves the visit to another slot, then cancels with a reason; a paid order is marked for refund", async () => {
    const patient = await createPatient(db);
    const cookie = await cookieFor(patient.id);
    const id = await createOrder(db, patient);
    await db.updateTable("sample_requests").set({ payment_status: "Success", status: "Paid" }).where("id", "=", id).execute();
    const page = await get(`/trace/test/${id}`, cookie);
    expect(shown(page.body)).toContain(enTracking.change.title);
    expect(shown(page.body)).toContain(enTracking.change.refundNote.replace("{{amount}}", "₹950"));

    const moved = await postForm(`/trace/test/${id}/reschedule`, cookie, { slot: "tomorrow-2" });
    expect(moved.headers.location).toBe(`/trace/test/${id}?changed=rescheduled`);
    expect((await orderRow(id)).date).toMatch(/^\d{4}-\d{2}-\d{2} 2nd Half$/);
    const same = await postForm(`/trace/test/${id}/reschedule`, cookie, { slot: "tomorrow-2" });
    expect(same.headers.location).toBe(`/trace/test/${id}?changeError=sameSlot`);
    expect(shown((await get(`/trace/test/${id}?changeError=sameSlot`, cookie)).body)).toContain(enCommon.errors.sameSlot);

    const noReason = await postForm(`/trace/test/${id}/cancel`, cookie, { reason: "  " });
    expect(noReason.headers.location).toBe(`/trace/test/${id}?changeError=reasonNeeded`);
    const other = await cookieFor((await createPatient(db)).id);
    expect((await postForm(`/trace/test/${id}/cancel`, other, { reason: "not mine" })).statusCode).toBe(404);
    expect((await orderRow(id)).status).toBe("Paid");

    const cancelled = await postForm(`/trace/test/${id}/cancel`, cookie, { reason: "Feeling better" });
    expect(cancelled.headers.location).toBe(`/trace/test/${id}?changed=cancelled`);
    expect(await orderRow(id)).toMatchObject({ status: "Cancelled", cancel_reason: "Feeling better", cancelled_by: "patient", refund_status: "Due" });
    const after = await get(`/trace/test/${id}?changed=cancelled`, cookie);
    expect(shown(after.body)).toContain("Feeling better");
    expect(shown(after.body)).toContain(enTracking.cancellation.refundDue.replace("{{amount}}", "₹950"));
    expect(shown(after.body)).not.toContain(enTracking.change.title);
  }, 120_000);

  it("offers no change once the agent has left, and is refused if posted anyway", async () => {
    const patient = await createPatient(db);
    const cookie = await cookieFor(patient.id);
    const id = await createOrder(db, patient);
    await db.updateTable("sample_requests").set({ agent_started_at: new Date() }).where("id", "=", id).execute();
    expect(shown((await get(`/trace/test/${id}`, cookie)).body)).not.toContain(enTracking.change.title);
    expect((await postForm(`/trace/test/${id}/cancel`, cookie, { reason: "late" })).headers.location).toBe(`/trace/test/${id}?changeError=agentOnTheWay`);
    expect((await orderRow(id)).status).toBe("Confirmed");
  }, 120_000);
});
