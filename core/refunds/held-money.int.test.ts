import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import type { Language } from "../i18n/language";
import { cancelOrder } from "../orders/cancel-order";
import { collectSample } from "../orders/collect-sample";
import type { Actor } from "../orders/order-deps";
import { createStaff, testOrderDeps } from "../orders/test-support";
import { acceptPaymentWebhook } from "../payments/accept-payment-webhook";
import { checkPaymentAtDoor } from "../payments/check-payment-at-door";
import { reconcilePendingPayments } from "../payments/reconcile-pending-payments";
import { decideSandboxPayment } from "../payments/sandbox-gateway";
import { startPayment } from "../payments/start-payment";
import { TEST_SECRET, createOrder, createPatient, errorCode, messagesTo, testPaymentDeps } from "../payments/test-support";

const db = testDb();
const payments = testPaymentDeps(db);
const deps = { ...testOrderDeps(db), ...payments };
const origin = "https://nikat.test";
let agent: Actor;

beforeAll(async () => {
  agent = await createStaff(db, "agent");
});

/** A priced order with the agent at the door and an online payment the patient opened. */
async function orderWithOpenPayment(language: Language = "en") {
  const patient = await createPatient(db);
  const id = await createOrder(db, patient);
  await db.updateTable("sample_requests").set({ status: "Agent Assigned", agent_id: agent.id, language }).where("id", "=", id).execute();
  const started = await startPayment(deps, { userId: patient.id, requestId: id, language, origin });
  const { merchant_order_id } = await db.selectFrom("payments").select("merchant_order_id").where("id", "=", started.attemptId).executeTakeFirstOrThrow();
  return { patient, id, attemptId: started.attemptId, merchantOrderId: merchant_order_id };
}

/** The patient finishes paying on the gateway's page, and the gateway calls back. */
async function patientPays(merchantOrderId: string) {
  const decided = await decideSandboxPayment({ db, secret: TEST_SECRET }, merchantOrderId, "success");
  if (decided?.callback) await acceptPaymentWebhook(deps, decided.callback);
}

const orderRow = (id: number) => db.selectFrom("sample_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const refundsOf = (id: number) => db.selectFrom("refunds").selectAll().where("request_id", "=", id).orderBy("id").execute();

describe("cash at the door while an online payment is open (security review H2)", () => {
  it("refuses 'Collected' with cash or UPI, and changes nothing", async () => {
    const { id } = await orderWithOpenPayment();
    for (const paymentMethod of ["cash", "upi"] as const) {
      expect(await errorCode(collectSample(deps, { orderId: id, actor: agent, code: "123456", paymentMethod }))).toBe("409 onlinePaymentOpen");
    }
    expect(await orderRow(id)).toMatchObject({ status: "Agent Assigned", payment_status: "Pending", invoice_number: null, code_attempts: 0 });
  });

  it("lets the agent check it with the gateway: still unpaid, it is closed and cash is taken; paid later, it is owed back", async () => {
    const { id, merchantOrderId, attemptId, patient } = await orderWithOpenPayment("hi");
    expect(await checkPaymentAtDoor(deps, { orderId: id, agentId: agent.id })).toBe("closed");
    expect(await db.selectFrom("payments").select(["state", "error_code"]).where("id", "=", attemptId).executeTakeFirstOrThrow()).toEqual({ state: "expired", error_code: "CLOSED_AT_DOOR" });
    await collectSample(deps, { orderId: id, actor: agent, code: "123456", paymentMethod: "cash" });
    expect(await orderRow(id)).toMatchObject({ status: "Sample Collected", payment_status: "Success", payment_method: "Cash" });

    // The patient finished the online payment after all: the gateway holds money, which now has its way back.
    await patientPays(merchantOrderId);
    expect(await orderRow(id)).toMatchObject({ payment_flag: "paid_twice", refund_status: "Due", payment_method: "Cash" });
    expect(await refundsOf(id)).toMatchObject([{ payment_id: attemptId, amount_paise: 95_000, cause: "paid_twice", state: "due" }]);
    const refundMessage = (await messagesTo(db, patient.phone)).find((m) => m.template === "refund_due");
    expect(refundMessage).toMatchObject({ language: "hi", params: { amount: "₹950" } });
  });

  it("keeps asking about a closed attempt: a payment finished after it, with no callback, is still found and owed back", async () => {
    const { id, merchantOrderId, attemptId } = await orderWithOpenPayment();
    expect(await checkPaymentAtDoor(deps, { orderId: id, agentId: agent.id })).toBe("closed");
    await collectSample(deps, { orderId: id, actor: agent, code: "123456", paymentMethod: "upi" });
    // The patient pays; the gateway's callback never arrives.
    await decideSandboxPayment({ db, secret: TEST_SECRET }, merchantOrderId, "success");
    await reconcilePendingPayments(deps, new Date(Date.now() + 5 * 60_000));
    expect(await refundsOf(id)).toMatchObject([{ payment_id: attemptId, cause: "paid_twice", state: "due" }]);
    expect(await db.selectFrom("payments").select(["state", "recheck_until"]).where("id", "=", attemptId).executeTakeFirstOrThrow()).toEqual({ state: "completed", recheck_until: null });
  });

  it("tells the agent when the gateway says it was paid, and the order is Paid through the one apply path", async () => {
    const { id, merchantOrderId } = await orderWithOpenPayment();
    await decideSandboxPayment({ db, secret: TEST_SECRET }, merchantOrderId, "success");
    expect(await checkPaymentAtDoor(deps, { orderId: id, agentId: agent.id })).toBe("paid");
    expect(await orderRow(id)).toMatchObject({ payment_status: "Success", payment_method: "Gateway", transaction_id: merchantOrderId });
    await collectSample(deps, { orderId: id, actor: agent, code: "123456" });
    expect(await orderRow(id)).toMatchObject({ status: "Sample Collected", payment_flag: null, refund_status: null });
  });

  it("refuses another agent's order as not found", async () => {
    const { id } = await orderWithOpenPayment();
    const other = await createStaff(db, "agent");
    expect(await errorCode(checkPaymentAtDoor(deps, { orderId: id, agentId: other.id }))).toBe("404 order_not_found");
  });
});

describe("every flagged payment becomes a refund Due", () => {
  it("an amount the gateway took that differs from the order's is owed back in full, once", async () => {
    const { id, attemptId, merchantOrderId, patient } = await orderWithOpenPayment("bn");
    // Staff changed the amount while the patient was paying.
    await db.updateTable("sample_requests").set({ amount_paise: 120_000 }).where("id", "=", id).execute();
    await patientPays(merchantOrderId);
    await patientPays(merchantOrderId);
    expect(await orderRow(id)).toMatchObject({ payment_status: "Pending", payment_flag: "amount_mismatch", refund_status: "Due" });
    expect(await refundsOf(id)).toMatchObject([{ payment_id: attemptId, amount_paise: 95_000, cause: "amount_mismatch", state: "due" }]);
    expect((await messagesTo(db, patient.phone)).filter((m) => m.template === "refund_due")).toMatchObject([{ language: "bn" }]);
  });
});

describe("a patient cancelling while paying (security review M1)", () => {
  it("races pay and cancel 20 times: every order ends Paid and not cancelled, or Cancelled with a refund Due", async () => {
    const endings = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const { id, patient, merchantOrderId } = await orderWithOpenPayment();
      const actor: Actor = { id: (await orderRow(id)).uid, role: "patient" };
      await db.updateTable("sample_requests").set({ status: "Confirmed", agent_id: null }).where("id", "=", id).execute();
      // The cancel starts a little later each round, so both orders of arrival happen.
      const cancelling = sleep(round % 10).then(() => cancelOrder(deps, { orderId: id, actor, reason: "Changed my mind" }));
      const [cancelled] = await Promise.allSettled([cancelling, patientPays(merchantOrderId)]);
      const order = await orderRow(id);
      const refunds = await refundsOf(id);
      const templates = (await messagesTo(db, patient.phone)).map((m) => m.template);
      if (order.status === "Cancelled") {
        expect(cancelled.status).toBe("fulfilled");
        expect(order.refund_status).toBe("Due");
        expect(refunds).toHaveLength(1);
        expect(refunds[0]).toMatchObject({ amount_paise: 95_000, state: "due" });
        // Told either way: the cancellation's refund line, or the held payment's own message.
        expect(templates.some((t) => t === "order_cancelled_refund" || t === "refund_due")).toBe(true);
        endings.add(`cancelled:${refunds[0]?.cause}`);
      } else {
        expect(order).toMatchObject({ status: "Paid", payment_status: "Success", payment_flag: null, refund_status: null });
        expect(refunds).toHaveLength(0);
        endings.add("paid");
      }
    }
    // Both races were run: the payment applied before the cancel, and after it.
    expect([...endings].sort()).toEqual(["cancelled:cancelled", "cancelled:paid_after_cancel"]);
  }, 60_000);
});
