import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { cancelOrder } from "../orders/cancel-order";
import type { Actor } from "../orders/order-deps";
import { createStaff, testOrderDeps } from "../orders/test-support";
import { acceptPaymentWebhook } from "../payments/accept-payment-webhook";
import type { PaymentGateway } from "../payments/gateway";
import { phonePeGateway } from "../payments/phonepe-gateway";
import { decideSandboxPayment } from "../payments/sandbox-gateway";
import { startPayment } from "../payments/start-payment";
import { TEST_SECRET, createOrder, createPatient, testPaymentDeps } from "../payments/test-support";
import { reconcileRefunds } from "./reconcile-refunds";
import { recordRefund } from "./record-refund";
import { merchantRefundIdOf, startGatewayRefund } from "./start-gateway-refund";

const db = testDb();
const origin = "https://nikat.test";

/** A paid order (online, through the sandbox) that the patient then cancelled: its payment is owed back. */
async function cancelledPaidOrder(gateway?: PaymentGateway) {
  const deps = { ...testOrderDeps(db), ...testPaymentDeps(db, gateway) };
  const patient = await createPatient(db);
  const id = await createOrder(db, patient);
  const started = await startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin });
  const { merchant_order_id } = await db.selectFrom("payments").select("merchant_order_id").where("id", "=", started.attemptId).executeTakeFirstOrThrow();
  const decided = await decideSandboxPayment({ db, secret: TEST_SECRET }, merchant_order_id, "success");
  if (decided?.callback) await acceptPaymentWebhook(deps, decided.callback);
  await cancelOrder(deps, { orderId: id, actor: { id: patient.id, role: "patient" }, reason: "Travelling" });
  const refund = await db.selectFrom("refunds").selectAll().where("request_id", "=", id).executeTakeFirstOrThrow();
  return { deps, id, refund, attemptId: started.attemptId, merchantOrderId: merchant_order_id };
}

const orderRow = (id: number) => db.selectFrom("sample_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const refundRow = (id: number) => db.selectFrom("refunds").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("refunds through the gateway's refund API", () => {
  it("a cancelled online payment is owed back against its attempt, and refunded once however often the admin posts", async () => {
    const admin: Actor = await createStaff(db, "admin");
    const { deps, id, refund, attemptId, merchantOrderId } = await cancelledPaidOrder();
    expect(refund).toMatchObject({ payment_id: attemptId, amount_paise: 95_000, cause: "cancelled", state: "due" });
    expect(await orderRow(id)).toMatchObject({ status: "Cancelled", refund_status: "Due" });

    const results = await Promise.all([0, 1, 2].map(() => startGatewayRefund(deps, { orderId: id, refundId: refund.id, actorId: admin.id })));
    expect(results.filter((r) => r.started)).toHaveLength(1);
    const sent = await db.selectFrom("sandbox_refunds").selectAll().where("merchant_order_id", "=", merchantOrderId).execute();
    expect(sent).toMatchObject([{ merchant_refund_id: merchantRefundIdOf(refund.id), amount_paise: 95_000, state: "COMPLETED" }]);
    expect(await refundRow(refund.id)).toMatchObject({ state: "refunded", method: "gateway", refunded_paise: 95_000, reference: sent[0]?.refund_id });
    expect(await orderRow(id)).toMatchObject({ refund_status: "Refunded" });
    // Done: a later post calls nothing.
    expect(await startGatewayRefund(deps, { orderId: id, refundId: refund.id, actorId: admin.id })).toEqual({ started: false, state: "refunded" });
  });

  it("a refund call lost on the way stays processing and the reconcile job sends it again with the same id", async () => {
    const admin: Actor = await createStaff(db, "admin");
    const sandbox = testPaymentDeps(db).gateway;
    let lose = true;
    const flaky: PaymentGateway = {
      ...sandbox,
      refund: async (input) => {
        if (lose) {
          lose = false;
          throw new TypeError("fetch failed");
        }
        return sandbox.refund(input);
      },
    };
    const { deps, id, refund, merchantOrderId } = await cancelledPaidOrder(flaky);
    expect(await startGatewayRefund(deps, { orderId: id, refundId: refund.id, actorId: admin.id })).toEqual({ started: true, state: "processing" });
    expect(await orderRow(id)).toMatchObject({ refund_status: "Due" });

    const later = new Date(Date.now() + 10 * 60_000);
    expect(await reconcileRefunds(deps, later)).toMatchObject({ refunded: 1 });
    expect(await refundRow(refund.id)).toMatchObject({ state: "refunded" });
    expect(await db.selectFrom("sandbox_refunds").select("merchant_refund_id").where("merchant_order_id", "=", merchantOrderId).execute()).toHaveLength(1);
    expect(await orderRow(id)).toMatchObject({ refund_status: "Refunded" });
  });

  it("an admin records a refund made by hand (reference, amount, date), once per form", async () => {
    const admin: Actor = await createStaff(db, "admin");
    const { deps, id, refund } = await cancelledPaidOrder();
    const input = { orderId: id, refundId: refund.id, actorId: admin.id, reference: "UPI 412345678901", amountPaise: 95_000, refundedOn: "2026-11-24", formKey: "form-key-123:record-refund" };
    expect(await recordRefund(deps, input)).toEqual({ repeated: false });
    expect(await recordRefund(deps, input)).toEqual({ repeated: true });
    expect(await refundRow(refund.id)).toMatchObject({ state: "refunded", method: "manual", reference: "UPI 412345678901", refunded_paise: 95_000, refunded_on: "2026-11-24" });
    expect(await orderRow(id)).toMatchObject({ refund_status: "Refunded" });
    // Made by hand: the gateway is not asked to pay it again.
    expect(await startGatewayRefund(deps, { orderId: id, refundId: refund.id, actorId: admin.id })).toEqual({ started: false, state: "refunded" });
  });
});

describe("PhonePe Standard Checkout v2 refunds", () => {
  it("posts /payments/v2/refund with the merchant refund id and reads /payments/v2/refund/{id}/status", async () => {
    const calls: { url: string; method: string; body?: string; authorization?: string }[] = [];
    const answer = (status: number, json: unknown) => new Response(JSON.stringify(json), { status, headers: { "Content-Type": "application/json" } });
    const fakeFetch: typeof fetch = async (url, init) => {
      const headers = new Headers(init?.headers);
      calls.push({ url: String(url), method: init?.method ?? "GET", body: typeof init?.body === "string" ? init.body : undefined, authorization: headers.get("authorization") ?? undefined });
      const path = new URL(String(url)).pathname;
      if (path === "/identity/v1/oauth/token") return answer(200, { access_token: "tok", expires_at: Math.floor(Date.now() / 1000) + 3600 });
      if (path === "/pg/payments/v2/refund") return answer(200, { refundId: "OMR123", amount: 95_000, state: "PENDING" });
      if (path === "/pg/payments/v2/refund/NKR7/status") return answer(200, { originalMerchantOrderId: "NK1-abc", refundId: "OMR123", amount: 95_000, state: "COMPLETED" });
      if (path === "/pg/payments/v2/refund/NKR8/status") return answer(404, { code: "NOT_FOUND" });
      return answer(500, {});
    };
    const gateway = phonePeGateway({
      baseUrl: "https://phonepe.test/pg",
      authUrl: "https://phonepe.test/identity",
      clientId: "id",
      clientSecret: "secret",
      clientVersion: "1",
      webhookUsername: "u",
      webhookPassword: "p",
      fetch: fakeFetch,
    });
    expect(await gateway.refund({ merchantRefundId: "NKR7", originalMerchantOrderId: "NK1-abc", amountPaise: 95_000 })).toMatchObject({ state: "pending", providerRefundId: "OMR123" });
    const posted = calls.find((call) => call.url.endsWith("/payments/v2/refund"));
    expect(posted).toMatchObject({ method: "POST", authorization: "O-Bearer tok" });
    expect(JSON.parse(posted?.body ?? "{}")).toEqual({ merchantRefundId: "NKR7", originalMerchantOrderId: "NK1-abc", amount: 95_000 });
    expect(await gateway.getRefundStatus("NKR7")).toMatchObject({ state: "completed", amountPaise: 95_000, providerRefundId: "OMR123" });
    expect(await gateway.getRefundStatus("NKR8")).toMatchObject({ state: "unknown" });
  });
});
