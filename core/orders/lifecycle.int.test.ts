import { beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { isAppError } from "../errors/app-error";
import { simplePdf } from "../files/simple-pdf";
import { renderMessage } from "../messaging/templates";
import { assignAgent } from "./assign-agent";
import { assignLab } from "./assign-lab";
import { cancelOrder } from "./cancel-order";
import { AGENT_CODE_MAX_TRIES, collectSample } from "./collect-sample";
import { confirmTests } from "./confirm-tests";
import { recordRefund } from "../refunds/record-refund";
import { unlockAgentCode } from "./resolve-by-staff";
import { rescheduleOrder } from "./reschedule-order";
import { versionOf } from "./run-transition";
import { startVisit } from "./start-visit";
import { takePaymentAtDoor } from "./take-payment-at-door";
import { uploadReport } from "./upload-report";
import { createLab, createRequest, createStaff, testOrderDeps, TEST_SUPPORT_PHONE } from "./test-support";
import type { Actor } from "./order-deps";

const db = testDb();
const deps = testOrderDeps(db);

/** What a refused call threw: its code and details, or "no error". */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; status: number; details: object } | "no error"> {
  try {
    await promise;
    return "no error";
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.code, status: error.status, details: error.details };
  }
}

const orderOf = (id: number) => db.selectFrom("sample_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const auditOf = (id: number) =>
  db.selectFrom("audit_log").select(["actor", "actor_id", "action", "before", "after", "form_key"]).where("entity", "=", "sample_request").where("entity_id", "=", String(id)).orderBy("id").execute();
const messagesOf = (id: number) => db.selectFrom("messages").select(["id", "to", "template", "language", "params"]).where("request_id", "=", id).orderBy("id").execute();

let tests: { id: number; name: string; price_paise: number }[];
let admin: Actor;
let agent: Actor;
let otherAgent: Actor;

beforeAll(async () => {
  tests = await db.selectFrom("tests").select(["id", "name", "price_paise"]).where("active", "=", true).orderBy("id").limit(2).execute();
  admin = await createStaff(db, "admin");
  agent = await createStaff(db, "agent", { name: "Rahul Kumar Das" });
  otherAgent = await createStaff(db, "agent");
});

describe("an order's whole life, one transition at a time", () => {
  it("each transition changes the order, writes its audit row and queues the patient's message in their language", async () => {
    const [first, second] = tests as [(typeof tests)[0], (typeof tests)[0]];
    const lab = await createLab(db, [{ testId: first.id, pricePaise: 33_000 }]);
    const labUser = await createStaff(db, "lab", { labId: lab });
    const order = await createRequest(db, { language: "hi" });
    const now = new Date("2030-01-14T06:00:00Z");

    await assignLab(deps, { orderId: order.id, actor: admin, labId: lab, now });
    expect(await orderOf(order.id)).toMatchObject({ lab_id: lab, lab_assigned: "Assigned", status: "Pending Confirmation" });

    // The lab's own price where it lists the test, the catalogue's otherwise; the amount is their sum.
    await confirmTests(deps, { orderId: order.id, actor: admin, testIds: [first.id, second.id], now });
    const confirmed = await orderOf(order.id);
    expect(confirmed).toMatchObject({ status: "Confirmed", payment_status: "Pending", amount_paise: 33_000 + second.price_paise, amount_reason: null });
    expect(confirmed.tests).toEqual(
      expect.arrayContaining([
        { test_name: first.name, amount_paise: 33_000 },
        { test_name: second.name, amount_paise: second.price_paise },
      ]),
    );

    await assignAgent(deps, { orderId: order.id, actor: admin, agentId: agent.id, date: "2030-01-15", time: "08:30", now });
    expect(await orderOf(order.id)).toMatchObject({ status: "Agent Assigned", agent_id: agent.id, agent_name: "Rahul Kumar Das", agent_assign_date: "2030-01-15", agent_assign_time: "08:30" });

    // The day before the visit the agent cannot set out yet; on its morning they can.
    expect(await refusal(startVisit(deps, { orderId: order.id, actor: agent, now }))).toMatchObject({ code: "visitNotToday", details: { date: "15/01/2030" } });
    expect(await orderOf(order.id)).toMatchObject({ agent_started_at: null });
    const visitMorning = new Date("2030-01-15T02:45:00Z"); // 08:15 in Kolkata
    await startVisit(deps, { orderId: order.id, actor: agent, now: visitMorning });
    expect(await orderOf(order.id)).toMatchObject({ agent_status: "On the way" });

    await collectSample(deps, { orderId: order.id, actor: agent, code: "123456", paymentMethod: "cash", now });
    const collected = await orderOf(order.id);
    expect(collected).toMatchObject({ status: "Sample Collected", payment_status: "Success", payment_method: "Cash", due_amount_paise: 0, agent_status: "Collected" });
    expect(collected.invoice_number).toBeGreaterThan(0);
    expect(collected.sample_collected_at).toEqual(now);

    await uploadReport(deps, { orderId: order.id, actor: labUser, file: simplePdf(["Report one"]), now });
    const reported = await orderOf(order.id);
    expect(reported).toMatchObject({ status: "Report Generated", report_status: "Generated", report_type: "application/pdf" });
    expect(reported.lab_report_generated_at).toEqual(now);
    expect(await deps.storage.get(reported.report ?? "")).not.toBeNull();

    const audit = await auditOf(order.id);
    expect(audit.map((row) => [row.actor, row.action])).toEqual([
      ["admin", "order.assignLab"],
      ["admin", "order.confirmTests"],
      ["admin", "order.assignAgent"],
      ["agent", "order.startVisit"],
      ["agent", "order.collectSample"],
      ["lab", "order.uploadReport"],
    ]);
    expect(audit[1]).toMatchObject({ actor_id: admin.id, before: { status: "Pending Confirmation", amount_paise: null }, after: { status: "Confirmed" } });

    const messages = await messagesOf(order.id);
    // Issue #29: the agent's Start tells the patient they are on the way.
    expect(messages.map((m) => m.template)).toEqual(["tests_confirmed", "agent_assigned", "visit_on_the_way", "payment_confirmed", "sample_collected", "report_ready"]);
    expect(messages.every((m) => m.language === "hi" && m.to === order.phone)).toBe(true);
    expect(deps.messageQueue.queued).toEqual(expect.arrayContaining(messages.map((m) => m.id)));
    // Paid at the door: the confirmation carries a shared invoice link of its own, working 30 days (decision 0030).
    expect(messages[3]?.params.link).toMatch(new RegExp(`^https://nikat\\.test/invoice/${collected.invoice_number}\\?token=[A-Za-z0-9_-]{43}$`));
    const link = await db.selectFrom("invoice_links").select(["created_at", "expires_at"]).where("request_id", "=", order.id).executeTakeFirstOrThrow();
    expect(link.expires_at.getTime() - link.created_at.getTime()).toBe(30 * 24 * 3_600_000);
    // The agent's first name and the support number: never the agent's own phone.
    const assigned = messages[1]?.params ?? {};
    expect(assigned).toMatchObject({ agent: "Rahul", date: "15/01/2030", time: "8:30 am", support: TEST_SUPPORT_PHONE });
    expect(renderMessage("agent_assigned", "hi", assigned)).toContain("Rahul");
  });

  it("replacing a report keeps the old file and names it in the audit trail", async () => {
    const lab = await createLab(db);
    const labUser = await createStaff(db, "lab", { labId: lab });
    const order = await createRequest(db, { labId: lab, status: "Sample Collected" });
    await uploadReport(deps, { orderId: order.id, actor: labUser, file: simplePdf(["first"]) });
    const firstKey = (await orderOf(order.id)).report;
    await uploadReport(deps, { orderId: order.id, actor: labUser, file: simplePdf(["second"]) });
    const secondKey = (await orderOf(order.id)).report;
    expect(secondKey).not.toBe(firstKey);
    expect(await deps.storage.get(firstKey ?? "")).not.toBeNull();
    const last = (await auditOf(order.id)).at(-1);
    expect(last).toMatchObject({ action: "order.uploadReport", before: { report: firstKey }, after: { report: secondKey, replaced: true } });
  });

  it("refuses a report that is not a PDF by its bytes or cannot be read as one, and stores nothing", async () => {
    const lab = await createLab(db);
    const labUser = await createStaff(db, "lab", { labId: lab });
    const order = await createRequest(db, { labId: lab, status: "Sample Collected" });
    expect(await refusal(uploadReport(deps, { orderId: order.id, actor: labUser, file: new TextEncoder().encode("%PDF-1.4 not really") }))).toMatchObject({ code: "reportPdfUnreadable" });
    expect(await refusal(uploadReport(deps, { orderId: order.id, actor: labUser, file: new TextEncoder().encode("not a PDF at all") }))).toMatchObject({ code: "reportType" });
    expect(await refusal(uploadReport(deps, { orderId: order.id, actor: labUser, file: null }))).toMatchObject({ code: "reportMissing" });
    expect((await orderOf(order.id)).status).toBe("Sample Collected");
  });

  it("a different amount needs a reason, and is kept with it", async () => {
    const order = await createRequest(db);
    const first = tests[0]!;
    expect(await refusal(confirmTests(deps, { orderId: order.id, actor: admin, testIds: [first.id], amountPaise: 10_000 }))).toMatchObject({ code: "amountReasonNeeded" });
    expect(await refusal(confirmTests(deps, { orderId: order.id, actor: admin, testIds: [] }))).toMatchObject({ code: "testsNeeded" });
    await confirmTests(deps, { orderId: order.id, actor: admin, testIds: [first.id], amountPaise: 10_000, reason: "Senior citizen discount" });
    expect(await orderOf(order.id)).toMatchObject({ amount_paise: 10_000, amount_reason: "Senior citizen discount" });
  });
});

describe("refusals", () => {
  it("an illegal transition names the current state and changes nothing", async () => {
    const order = await createRequest(db, { status: "Sample Collected" });
    const before = await orderOf(order.id);
    expect(await refusal(confirmTests(deps, { orderId: order.id, actor: admin, testIds: [tests[0]!.id] }))).toEqual({
      code: "orderState",
      status: 409,
      details: { status: "Sample Collected" },
    });
    expect(await refusal(cancelOrder(deps, { orderId: order.id, actor: admin, reason: "too late" }))).toMatchObject({ code: "orderState" });
    expect(await orderOf(order.id)).toEqual(before);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it("an order outside the actor's reach is not found: another patient, an agent not assigned, a lab of another lab, a patient doing staff work", async () => {
    const lab = await createLab(db);
    const otherLab = await createLab(db);
    const order = await createRequest(db, { labId: lab, status: "Agent Assigned", agentId: agent.id });
    const owner: Actor = { id: order.uid, role: "patient" };
    const stranger: Actor = { id: (await createRequest(db)).uid, role: "patient" };
    const wrongLab = await createStaff(db, "lab", { labId: otherLab });
    const notFound = { code: "order_not_found", status: 404, details: {} };
    expect(await refusal(cancelOrder(deps, { orderId: order.id, actor: stranger, reason: "mine?" }))).toEqual(notFound);
    expect(await refusal(collectSample(deps, { orderId: order.id, actor: otherAgent, code: "123456", paymentMethod: "cash" }))).toEqual(notFound);
    expect(await refusal(uploadReport(deps, { orderId: order.id, actor: wrongLab, file: simplePdf(["x"]) }))).toEqual(notFound);
    expect(await refusal(confirmTests(deps, { orderId: order.id, actor: owner, testIds: [tests[0]!.id] }))).toEqual(notFound);
    expect(await refusal(startVisit(deps, { orderId: order.id, actor: { ...admin } }))).toEqual(notFound);
    expect(await refusal(cancelOrder(deps, { orderId: 999_999_999, actor: admin, reason: "gone" }))).toEqual(notFound);
    expect((await orderOf(order.id)).status).toBe("Agent Assigned");
  });

  it("five wrong agent codes lock the order, even the right code then; staff unlock it and the agent collects", async () => {
    const order = await createRequest(db, { status: "Agent Assigned", agentId: agent.id });
    for (let i = 1; i < AGENT_CODE_MAX_TRIES; i++) {
      expect(await refusal(collectSample(deps, { orderId: order.id, actor: agent, code: "000000", paymentMethod: "cash" }))).toMatchObject({
        code: "agentCodeWrong",
        details: { attemptsLeft: AGENT_CODE_MAX_TRIES - i },
      });
    }
    expect(await refusal(collectSample(deps, { orderId: order.id, actor: agent, code: "12345a", paymentMethod: "cash" }))).toMatchObject({ code: "agentCodeLocked", status: 423 });
    expect(await refusal(collectSample(deps, { orderId: order.id, actor: agent, code: "123456", paymentMethod: "cash" }))).toMatchObject({ code: "agentCodeLocked" });
    const locked = await orderOf(order.id);
    expect(locked).toMatchObject({ status: "Agent Assigned", code_attempts: AGENT_CODE_MAX_TRIES });
    expect(locked.code_locked_at).not.toBeNull();
    expect((await auditOf(order.id)).filter((row) => row.action === "order.collectSample.refused")).toHaveLength(AGENT_CODE_MAX_TRIES);

    await unlockAgentCode(deps, { orderId: order.id, actor: admin });
    await collectSample(deps, { orderId: order.id, actor: agent, code: "123456", paymentMethod: "upi" });
    expect(await orderOf(order.id)).toMatchObject({ status: "Sample Collected", payment_method: "UPI at collection", code_attempts: 0 });
  });

  it("an unpaid order needs to be paid at the door before it is collected", async () => {
    const order = await createRequest(db, { status: "Agent Assigned", agentId: agent.id });
    await db.updateTable("sample_requests").set({ amount_paise: 50_000 }).where("id", "=", order.id).execute();
    expect(await refusal(collectSample(deps, { orderId: order.id, actor: agent, code: "123456" }))).toMatchObject({ code: "paymentMethodNeeded" });
    await takePaymentAtDoor(deps, { orderId: order.id, actor: agent, method: "upi" });
    await collectSample(deps, { orderId: order.id, actor: agent, code: "123456" });
    expect(await orderOf(order.id)).toMatchObject({ status: "Sample Collected", payment_status: "Success", payment_amount_paise: 50_000 });
  });
});

describe("two at once", () => {
  it("two admins on the same request: one wins, the other is told the new state; nothing is overwritten", async () => {
    const order = await createRequest(db, { labId: await createLab(db) });
    await confirmTests(deps, { orderId: order.id, actor: admin, testIds: [tests[0]!.id] });
    const seen = versionOf(await orderOf(order.id));
    const results = await Promise.allSettled([
      cancelOrder(deps, { orderId: order.id, actor: admin, reason: "Patient asked", seen }),
      assignAgent(deps, { orderId: order.id, actor: admin, agentId: agent.id, date: "2030-01-15", time: "09:00", seen }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected");
    const after = await orderOf(order.id);
    expect(lost?.reason).toMatchObject({ code: "orderChanged", details: { status: after.status } });
    expect(["Cancelled", "Agent Assigned"]).toContain(after.status);
    expect((await auditOf(order.id)).filter((row) => row.action !== "order.confirmTests")).toHaveLength(1);
  });

  it("the same form posted twice (even at once) does the work once and sends one message", async () => {
    const order = await createRequest(db);
    const form = { orderId: order.id, actor: admin, reason: "Duplicate booking", formKey: "form-key-cancel-1" };
    const [a, b] = await Promise.all([cancelOrder(deps, form), cancelOrder(deps, form)]);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(await cancelOrder(deps, form)).toMatchObject({ repeated: true });
    expect((await messagesOf(order.id)).map((m) => m.template)).toEqual(["order_cancelled"]);
    expect(await auditOf(order.id)).toHaveLength(1);
  });
});

describe("the patient's own changes", () => {
  const slot = "2030-01-15 1st Half"; // starts 08:00 in Kolkata = 02:30 UTC
  it("reschedules up to 2 hours before the slot starts, into a slot the booking rules allow, and is told", async () => {
    const order = await createRequest(db, { slot, agentId: agent.id, status: "Agent Assigned" });
    const me: Actor = { id: order.uid, role: "patient" };
    // 05:30 in Kolkata on the 15th: 2.5 hours before the slot; 'today-2' (the afternoon) is still offered.
    const now = new Date("2030-01-15T00:00:00Z");
    expect(await refusal(rescheduleOrder(deps, { orderId: order.id, actor: me, slot: "today-1", now }))).toMatchObject({ code: "slotClosed" });
    await rescheduleOrder(deps, { orderId: order.id, actor: me, slot: "tomorrow-2", now });
    expect(await orderOf(order.id)).toMatchObject({ date: "2030-01-16 2nd Half", status: "Agent Assigned", agent_assign_date: "2030-01-16", agent_assign_time: "12:00" });
    expect((await messagesOf(order.id)).at(-1)).toMatchObject({ template: "order_rescheduled", params: { slot: "16/01/2030, 2nd Half" } });
  });

  it("less than 2 hours before the slot, or once the agent has left, the patient is told to call support", async () => {
    const order = await createRequest(db, { slot, agentId: agent.id, status: "Agent Assigned" });
    const me: Actor = { id: order.uid, role: "patient" };
    const late = new Date("2030-01-15T01:00:00Z"); // 06:30 in Kolkata: 1.5 hours before
    expect(await refusal(rescheduleOrder(deps, { orderId: order.id, actor: me, slot: "tomorrow-1", now: late }))).toMatchObject({ code: "rescheduleTooLate" });
    // Staff still can.
    await rescheduleOrder(deps, { orderId: order.id, actor: admin, slot: "tomorrow-1", now: late });
    await startVisit(deps, { orderId: order.id, actor: agent, now: new Date("2030-01-16T02:00:00Z") });
    expect(await refusal(cancelOrder(deps, { orderId: order.id, actor: me, reason: "Not home" }))).toMatchObject({ code: "agentOnTheWay" });
  });

  it("cancelling a paid order marks it for refund and says so; staff then record the refund", async () => {
    const order = await createRequest(db, { labId: await createLab(db) });
    await confirmTests(deps, { orderId: order.id, actor: admin, testIds: [tests[0]!.id] });
    await takePaymentAtDoor(deps, { orderId: order.id, actor: admin, method: "cash" });
    expect((await orderOf(order.id)).status).toBe("Paid");
    await cancelOrder(deps, { orderId: order.id, actor: { id: order.uid, role: "patient" }, reason: "Feeling better" });
    expect(await orderOf(order.id)).toMatchObject({ status: "Cancelled", refund_status: "Due", cancel_reason: "Feeling better", cancelled_by: "patient" });
    expect((await messagesOf(order.id)).at(-1)).toMatchObject({ template: "order_cancelled_refund", params: { reason: "Feeling better", amount: `₹${tests[0]!.price_paise / 100}` } });
    const refund = await db.selectFrom("refunds").selectAll().where("request_id", "=", order.id).executeTakeFirstOrThrow();
    // Paid in cash: no gateway attempt to refund through, so staff record the refund they made by hand.
    expect(refund).toMatchObject({ payment_id: null, cause: "cancelled", amount_paise: tests[0]!.price_paise, state: "due" });
    const record = { orderId: order.id, refundId: refund.id, actorId: admin.id, reference: "Cash returned", amountPaise: tests[0]!.price_paise, refundedOn: "2026-11-25" };
    await recordRefund(deps, record);
    expect((await orderOf(order.id)).refund_status).toBe("Refunded");
    expect(await refusal(recordRefund(deps, record))).toMatchObject({ code: "refundGone" });
  });
});

describe("a WhatsApp outage", () => {
  it("never blocks or undoes a transition: the message stays stored for the job to send again", async () => {
    const errors: unknown[] = [];
    const broken = { ...deps, messageQueue: { enqueue: () => Promise.reject(new Error("queue down")) }, onMessageError: (error: unknown) => errors.push(error) };
    const order = await createRequest(db);
    await cancelOrder(broken, { orderId: order.id, actor: admin, reason: "Test" });
    expect((await orderOf(order.id)).status).toBe("Cancelled");
    expect(await messagesOf(order.id)).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });
});
