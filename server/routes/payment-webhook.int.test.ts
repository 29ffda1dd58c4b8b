import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPayment } from "../../core/payments/start-payment";
import { decideSandboxPayment } from "../../core/payments/sandbox-gateway";
import { TEST_SECRET, createOrder, createPatient, testPaymentDeps } from "../../core/payments/test-support";
import { testDb } from "../../db/test-support/test-db";
import { PAYMENT_WEBHOOK_PATH, paymentWebhookRoutes } from "./payment-webhook";

const db = testDb();
const deps = testPaymentDeps(db);
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(paymentWebhookRoutes, { payments: deps });
  app.post("/echo", async (request) => request.body);
});

afterAll(() => app.close());

async function paidAtGateway() {
  const patient = await createPatient(db);
  const id = await createOrder(db, patient);
  const started = await startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin: "https://nikat.test" });
  const { merchant_order_id } = await db.selectFrom("payments").select("merchant_order_id").where("id", "=", started.attemptId).executeTakeFirstOrThrow();
  const decided = await decideSandboxPayment({ db, secret: TEST_SECRET }, merchant_order_id, "success");
  if (!decided?.callback) throw new Error("no callback");
  return { id, callback: decided.callback };
}

const paymentStatus = async (id: number) => (await db.selectFrom("sample_requests").select("payment_status").where("id", "=", id).executeTakeFirstOrThrow()).payment_status;

describe(`POST ${PAYMENT_WEBHOOK_PATH}`, () => {
  it("refuses a wrong or missing Authorization with 401 and changes nothing", async () => {
    const { id, callback } = await paidAtGateway();
    for (const headers of [{ authorization: "f".repeat(64) }, {}, { authorization: `Basic ${"a".repeat(20)}` }]) {
      const response = await app.inject({ method: "POST", url: PAYMENT_WEBHOOK_PATH, headers: { "content-type": "application/json", ...headers }, payload: callback.body });
      expect(response.statusCode).toBe(401);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(await paymentStatus(id)).toBe("Pending");
  });

  it("accepts the gateway's callback, and a replay is a harmless 200", async () => {
    const { id, callback } = await paidAtGateway();
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ method: "POST", url: PAYMENT_WEBHOOK_PATH, headers: { "content-type": "application/json", authorization: String(callback.headers.authorization) }, payload: callback.body });
      expect(response.statusCode).toBe(200);
    }
    expect(await paymentStatus(id)).toBe("Success");
    const audits = await db.selectFrom("audit_log").select("action").where("entity", "=", "sample_request").where("entity_id", "=", String(id)).execute();
    expect(audits).toEqual([{ action: "payment.completed" }]);
  });

  it("answers 400 to a body that names no order, and keeps its parser to itself", async () => {
    const { callback } = await paidAtGateway();
    const bad = await app.inject({ method: "POST", url: PAYMENT_WEBHOOK_PATH, headers: { "content-type": "application/json", authorization: String(callback.headers.authorization) }, payload: "{not json" });
    expect(bad.statusCode).toBe(400);
    const echo = await app.inject({ method: "POST", url: "/echo", headers: { "content-type": "application/json" }, payload: { a: 1 } });
    expect(echo.json()).toEqual({ a: 1 });
  });
});
