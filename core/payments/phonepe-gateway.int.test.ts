import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { acceptPaymentWebhook } from "./accept-payment-webhook";
import { phonePeGateway, phonePeWebhookAuthorization, type PhonePeOptions } from "./phonepe-gateway";
import { refreshPaymentStatus } from "./refresh-payment-status";
import { startPayment } from "./start-payment";
import { createOrder, createPatient, testPaymentDeps } from "./test-support";

/**
 * A local stand-in for PhonePe that follows its documented Standard Checkout v2 contract: form-encoded OAuth
 * token, O-Bearer calls, /checkout/v2/pay and /checkout/v2/order/{id}/status. Tests script its answers.
 */
type Order = { merchantOrderId: string; amount: number; states: string[]; errorCode?: string; paidAmount?: number };
const orders = new Map<string, Order>();
const seen: { method: string; path: string; authorization?: string; body: string }[] = [];
let tokensIssued = 0;
let validToken = "";
let revokeNextCall = false;
let server: Server;
let base = "";

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    request.on("end", () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await body(request);
    const path = request.url ?? "";
    seen.push({ method: request.method ?? "", path, authorization: request.headers.authorization, body: text });
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(json));
    };
    if (path === "/identity/v1/oauth/token" && request.method === "POST") {
      const form = new URLSearchParams(text);
      if (request.headers["content-type"] !== "application/x-www-form-urlencoded" || form.get("grant_type") !== "client_credentials" || form.get("client_secret") !== "secret") {
        return send(400, { code: "BAD_REQUEST" });
      }
      tokensIssued++;
      validToken = `token-${tokensIssued}`;
      return send(200, { access_token: validToken, encrypted_access_token: validToken, expires_in: null, issued_at: Math.floor(Date.now() / 1000), expires_at: Math.floor(Date.now() / 1000) + 3600, token_type: "O-Bearer" });
    }
    if (request.headers.authorization !== `O-Bearer ${validToken}` || revokeNextCall) {
      revokeNextCall = false;
      return send(401, { code: "UNAUTHORIZED", message: "Token expired" });
    }
    if (path === "/pg/checkout/v2/pay" && request.method === "POST") {
      const pay = JSON.parse(text) as { merchantOrderId: string; amount: number; paymentFlow: { type: string; merchantUrls: { redirectUrl: string } } };
      if (pay.amount < 100 || pay.paymentFlow.type !== "PG_CHECKOUT" || !pay.paymentFlow.merchantUrls.redirectUrl) return send(400, { code: "BAD_REQUEST" });
      orders.set(pay.merchantOrderId, { merchantOrderId: pay.merchantOrderId, amount: pay.amount, states: ["PENDING"] });
      return send(200, { orderId: `OMO${pay.merchantOrderId}`, state: "PENDING", expireAt: Date.now() + 1_200_000, redirectUrl: `https://mercury-uat.phonepe.com/transact/uat_v2?token=${pay.merchantOrderId}` });
    }
    const status = /^\/pg\/checkout\/v2\/order\/([\w-]+)\/status$/.exec(path);
    if (status && request.method === "GET") {
      const order = orders.get(status[1] ?? "");
      if (!order) return send(404, { code: "ORDER_NOT_FOUND" });
      const state = order.states.length > 1 ? (order.states.shift() ?? "PENDING") : (order.states[0] ?? "PENDING");
      const amount = order.paidAmount ?? order.amount;
      return send(200, {
        orderId: `OMO${order.merchantOrderId}`,
        state,
        amount,
        expireAt: Date.now() + 600_000,
        ...(state === "FAILED" ? { errorCode: order.errorCode ?? "PAYMENT_ERROR", detailedErrorCode: "ZM" } : {}),
        paymentDetails:
          state === "PENDING"
            ? []
            : [{ paymentMode: "UPI_QR", transactionId: `OM${order.merchantOrderId}`, timestamp: Date.now(), amount, state, ...(state === "FAILED" ? { errorCode: order.errorCode } : {}) }],
      });
    }
    return send(404, { code: "NOT_FOUND" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const db = testDb();
const options = (): PhonePeOptions => ({
  baseUrl: `${base}/pg`,
  authUrl: `${base}/identity`,
  clientId: "client",
  clientSecret: "secret",
  clientVersion: "1",
  webhookUsername: "nikat",
  webhookPassword: "hook-password",
});

describe("PhonePe Standard Checkout v2 gateway", () => {
  it("gets one token, reuses it, and refreshes it once on a 401", async () => {
    const gateway = phonePeGateway(options());
    const before = tokensIssued;
    await gateway.createPayment({ merchantOrderId: "NK1-aaaaaaaaaaaa", amountPaise: 95_000, returnUrl: "https://nikat.test/trace/test/1", expireAfterSeconds: 1200, meta: {} });
    await gateway.getStatus("NK1-aaaaaaaaaaaa");
    expect(tokensIssued - before).toBe(1);
    revokeNextCall = true;
    expect((await gateway.getStatus("NK1-aaaaaaaaaaaa")).state).toBe("pending");
    expect(tokensIssued - before).toBe(2);
    const pay = seen.find((call) => call.path === "/pg/checkout/v2/pay");
    expect(pay?.authorization).toMatch(/^O-Bearer token-\d+$/);
    expect(JSON.parse(pay?.body ?? "{}")).toMatchObject({ merchantOrderId: "NK1-aaaaaaaaaaaa", amount: 95_000, expireAfter: 1200, paymentFlow: { type: "PG_CHECKOUT", merchantUrls: { redirectUrl: "https://nikat.test/trace/test/1" } } });
  });

  it("fetches a new token before the old one expires", async () => {
    let clock = Date.now();
    const gateway = phonePeGateway({ ...options(), now: () => new Date(clock) });
    const before = tokensIssued;
    await gateway.createPayment({ merchantOrderId: "NK2-aaaaaaaaaaaa", amountPaise: 500, returnUrl: "https://nikat.test/x", expireAfterSeconds: 1200, meta: {} });
    clock += 3600_000 - 60_000;
    await gateway.getStatus("NK2-aaaaaaaaaaaa");
    expect(tokensIssued - before).toBe(2);
  });

  it("pays an order that is PENDING first and COMPLETED later; the webhook is trusted only after the status API", async () => {
    const gateway = phonePeGateway(options());
    const deps = testPaymentDeps(db, gateway);
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    const started = await startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin: "https://nikat.test" });
    expect(started.redirectUrl).toMatch(/^https:\/\/mercury-uat\.phonepe\.com\//);
    const { merchant_order_id: mid } = await db.selectFrom("payments").select("merchant_order_id").where("id", "=", started.attemptId).executeTakeFirstOrThrow();
    const order = orders.get(mid);
    if (!order) throw new Error("order not at the gateway");
    order.states = ["PENDING", "COMPLETED"];

    expect(await refreshPaymentStatus(deps, { attemptId: started.attemptId, force: true, actor: "patient" })).toEqual({ state: "pending", held: false });
    const webhook = JSON.stringify({ event: "checkout.order.completed", payload: { merchantOrderId: mid, orderId: `OMO${mid}`, state: "COMPLETED", amount: 95_000 } });
    // A wrong header: refused before anything is asked or changed.
    const calls = seen.length;
    expect((await acceptPaymentWebhook(deps, { headers: { authorization: phonePeWebhookAuthorization("nikat", "wrong") }, body: webhook })).status).toBe(401);
    expect(seen.length).toBe(calls);
    expect((await db.selectFrom("sample_requests").select("payment_status").where("id", "=", id).executeTakeFirstOrThrow()).payment_status).toBe("Pending");

    expect((await acceptPaymentWebhook(deps, { headers: { authorization: phonePeWebhookAuthorization("nikat", "hook-password") }, body: webhook })).status).toBe(200);
    expect(seen.at(-1)?.path).toBe(`/pg/checkout/v2/order/${mid}/status`);
    const paid = await db.selectFrom("sample_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ status: "Paid", payment_status: "Success", payment_method: "Gateway", transaction_id: mid, transaction_pnr: `OM${mid}` });
  });

  it("a FAILED order with an error code fails the attempt; a webhook claiming success for it changes nothing", async () => {
    const deps = testPaymentDeps(db, phonePeGateway(options()));
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    const started = await startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin: "https://nikat.test" });
    const { merchant_order_id: mid } = await db.selectFrom("payments").select("merchant_order_id").where("id", "=", started.attemptId).executeTakeFirstOrThrow();
    const order = orders.get(mid);
    if (!order) throw new Error("order not at the gateway");
    order.states = ["FAILED"];
    order.errorCode = "TXN_AUTO_FAILED";
    const forged = JSON.stringify({ event: "checkout.order.completed", payload: { merchantOrderId: mid, state: "COMPLETED", amount: 95_000 } });
    expect((await acceptPaymentWebhook(deps, { headers: { authorization: phonePeWebhookAuthorization("nikat", "hook-password") }, body: forged })).status).toBe(200);
    expect(await db.selectFrom("payments").select(["state", "error_code"]).where("id", "=", started.attemptId).executeTakeFirstOrThrow()).toEqual({ state: "failed", error_code: "TXN_AUTO_FAILED" });
    expect((await db.selectFrom("sample_requests").select("payment_status").where("id", "=", id).executeTakeFirstOrThrow()).payment_status).toBe("Pending");
  });

  it("an unreachable gateway leaves the attempt pending", async () => {
    const deps = testPaymentDeps(db, phonePeGateway({ ...options(), baseUrl: "http://127.0.0.1:9/pg", authUrl: "http://127.0.0.1:9/identity", timeoutMs: 2000 }));
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    const row = await db
      .insertInto("payments")
      .values({ request_id: id, uid: patient.id, gateway: "phonepe", merchant_order_id: `NK${id}-bbbbbbbbbbbb`, amount_paise: 95_000, expires_at: new Date(Date.now() + 600_000) })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await refreshPaymentStatus(deps, { attemptId: row.id, force: true, actor: "patient" })).toEqual({ state: "pending", held: false });
  });
});
