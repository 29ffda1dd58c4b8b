import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { recordingMessageQueue } from "../messaging/message-queue";
import { requeueStrandedMessages, STRANDED_AFTER_MS } from "../messaging/requeue-stranded-messages";
import { acceptPaymentWebhook } from "./accept-payment-webhook";
import type { PaymentGateway } from "./gateway";
import { invoiceLinkTokenHash } from "../invoices/invoice-link";
import { reconcilePendingPayments } from "./reconcile-pending-payments";
import { refreshPaymentStatus } from "./refresh-payment-status";
import { decideSandboxPayment } from "./sandbox-gateway";
import { startPayment } from "./start-payment";
import { TEST_SECRET, createOrder, createPatient, errorCode, messagesTo, testPaymentDeps } from "./test-support";

const db = testDb();
const deps = testPaymentDeps(db);
const origin = "https://nikat.test";

async function order(id: number) {
  return db.selectFrom("sample_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function attempt(id: number) {
  return db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("paying an order through the sandbox gateway", () => {
  it("marks the order paid once under a racing poll, webhook and reconciliation, with one message and one invoice number", async () => {
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    const started = await startPayment(deps, { userId: patient.id, requestId: id, language: "bn", origin });
    expect(started.redirectUrl).toMatch(/^\/sandbox\/pay\/NK\d+-[0-9a-f]{12}$/);
    // A second Pay Now while the attempt is open hands out the same attempt.
    expect(await startPayment(deps, { userId: patient.id, requestId: id, language: "bn", origin })).toEqual({ ...started, reused: true });

    const row = await attempt(started.attemptId);
    expect(row).toMatchObject({ amount_paise: 95_000, state: "pending", gateway: "sandbox", language: "bn" });
    const decided = await decideSandboxPayment({ db, secret: TEST_SECRET }, row.merchant_order_id, "success");
    expect(decided?.returnUrl).toBe(`${origin}/trace/test/${id}?attempt=${started.attemptId}`);
    const callback = decided?.callback;
    if (!callback) throw new Error("no callback");

    const later = new Date(Date.now() + 1_000_000);
    const results = await Promise.all([
      refreshPaymentStatus(deps, { attemptId: started.attemptId, userId: patient.id, actor: "patient" }),
      acceptPaymentWebhook(deps, callback),
      acceptPaymentWebhook(deps, callback),
      refreshPaymentStatus(deps, { attemptId: started.attemptId, force: true, actor: "patient" }),
      reconcilePendingPayments(deps, later),
    ]);
    // The patient's poll may be answered from what the database says before the racing answer is committed (it asks
    // the gateway at most every 3 s): pending then, completed on its next look.
    expect([{ state: "completed", held: false }, { state: "pending", held: false }]).toContainEqual(results[0]);
    expect(await refreshPaymentStatus(deps, { attemptId: started.attemptId, userId: patient.id, actor: "patient" })).toEqual({ state: "completed", held: false });

    const paid = await order(id);
    expect(paid).toMatchObject({
      status: "Paid",
      payment_status: "Success",
      payment_method: "Gateway",
      transaction_id: row.merchant_order_id,
      payment_amount_paise: 95_000,
      payment_flag: null,
    });
    expect(paid.transaction_pnr).toMatch(/^SBXT/);
    expect(paid.transaction_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(paid.transaction_time).toMatch(/^\d{1,2}:\d{2} (am|pm)$/);
    expect(paid.invoice_number).toBeGreaterThan(0);

    const messages = await messagesTo(db, patient.phone);
    expect(messages).toHaveLength(1);
    // Stored with the payment and handed to the send-message job once, not sent while the payer's request waits.
    expect(messages[0]).toMatchObject({ template: "payment_confirmed", language: "bn", state: "queued" });
    expect(deps.messageQueue.queued.filter((queued) => queued === messages[0]?.id)).toHaveLength(1);
    // A shared link of its own (decision 0030): a random token, of which only the hash is kept, working 30 days.
    const link = String(messages[0]?.params.link);
    expect(link).toMatch(new RegExp(`^https://nikat\\.test/invoice/${paid.invoice_number}\\?token=[A-Za-z0-9_-]{43}$`));
    const stored = await db.selectFrom("invoice_links").selectAll().where("token_hash", "=", invoiceLinkTokenHash(link.split("token=")[1] ?? "")).executeTakeFirstOrThrow();
    expect(stored.request_id).toBe(id);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(30 * 24 * 3_600_000);
    const audits = await db.selectFrom("audit_log").select("action").where("entity", "=", "sample_request").where("entity_id", "=", String(id)).execute();
    expect(audits.map((a) => a.action)).toEqual(["payment.completed"]);

    // Paying an already paid order is refused and changes nothing.
    expect(await errorCode(startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin }))).toBe("409 already_paid");
  });

  it("gives gap-free invoice numbers to orders paid one after another", async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const patient = await createPatient(db);
      const id = await createOrder(db, patient);
      const started = await startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin });
      const decided = await decideSandboxPayment({ db, secret: TEST_SECRET }, (await attempt(started.attemptId)).merchant_order_id, "success");
      if (decided?.callback) await acceptPaymentWebhook(deps, decided.callback);
      numbers.push((await order(id)).invoice_number ?? 0);
    }
    const { rows } = await db.selectFrom("sample_requests").select("invoice_number").where("invoice_number", "is not", null).orderBy("invoice_number").execute().then((r) => ({ rows: r }));
    const all = rows.map((r) => r.invoice_number ?? 0);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    expect(numbers).toEqual(numbers.slice().sort((a, b) => a - b));
  });

  it("records a failure's date and time, sends one 'not completed' message, and Pay Now works again", async () => {
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    const started = await startPayment(deps, { userId: patient.id, requestId: id, language: "hi", origin });
    const decided = await decideSandboxPayment({ db, secret: TEST_SECRET }, (await attempt(started.attemptId)).merchant_order_id, "cancel");
    if (!decided?.callback) throw new Error("no callback");
    await Promise.all([acceptPaymentWebhook(deps, decided.callback), refreshPaymentStatus(deps, { attemptId: started.attemptId, force: true, actor: "patient" })]);

    expect(await attempt(started.attemptId)).toMatchObject({ state: "failed", error_code: "USER_CANCELLED" });
    const failed = await order(id);
    expect(failed).toMatchObject({ status: "Confirmed", payment_status: "Pending", transaction_id: null });
    expect(failed.transaction_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const messages = await messagesTo(db, patient.phone);
    expect(messages.map((m) => `${m.template}/${m.language}/${m.state}`)).toEqual(["payment_not_completed/hi/queued"]);
    expect(deps.messageQueue.queued.filter((queued) => queued === messages[0]?.id)).toHaveLength(1);

    const again = await startPayment(deps, { userId: patient.id, requestId: id, language: "hi", origin });
    expect(again.attemptId).not.toBe(started.attemptId);
    expect(again.reused).toBe(false);
  });

  it("holds a completed payment whose amount differs from the order's, with a flag for staff", async () => {
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    const sandbox = testPaymentDeps(db).gateway;
    // A gateway that reports a different amount than it was asked for.
    const lying: PaymentGateway = { ...sandbox, getStatus: async (mid) => ({ ...(await sandbox.getStatus(mid)), amountPaise: 100 }) };
    const lyingDeps = testPaymentDeps(db, lying);
    const started = await startPayment(lyingDeps, { userId: patient.id, requestId: id, language: "en", origin });
    await decideSandboxPayment({ db, secret: TEST_SECRET }, (await attempt(started.attemptId)).merchant_order_id, "success");

    expect(await refreshPaymentStatus(lyingDeps, { attemptId: started.attemptId, userId: patient.id, actor: "patient" })).toEqual({ state: "completed", held: true });
    expect(await order(id)).toMatchObject({ status: "Confirmed", payment_status: "Pending", payment_flag: "amount_mismatch", invoice_number: null, refund_status: "Due" });
    // No confirmation: the patient is told the sum the gateway took comes back.
    expect(await messagesTo(db, patient.phone)).toMatchObject([{ template: "refund_due", params: { amount: "₹1" } }]);
    const audit = await db.selectFrom("audit_log").select(["action", "after"]).where("entity_id", "=", String(id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: "payment.held", after: { flag: "amount_mismatch", gateway_amount: 100, order_amount: 95_000 } });
  });

  it("finishes an abandoned attempt by reconciliation, and expires one nobody paid", async () => {
    const patient = await createPatient(db);
    const paidId = await createOrder(db, patient);
    const unpaidId = await createOrder(db, patient);
    const paid = await startPayment(deps, { userId: patient.id, requestId: paidId, language: "en", origin });
    const unpaid = await startPayment(deps, { userId: patient.id, requestId: unpaidId, language: "en", origin });
    // The payer paid and closed the window: no poll, and the callback never arrived.
    await decideSandboxPayment({ db, secret: TEST_SECRET }, (await attempt(paid.attemptId)).merchant_order_id, "success");

    const soon = new Date(Date.now() + 2 * 60_000);
    await reconcilePendingPayments(deps, soon);
    expect(await order(paidId)).toMatchObject({ status: "Paid", payment_status: "Success" });
    expect((await attempt(unpaid.attemptId)).state).toBe("pending");
    expect((await attempt(unpaid.attemptId)).next_check_at.getTime()).toBeGreaterThan(soon.getTime());

    const muchLater = new Date(Date.now() + 3 * 3_600_000);
    await reconcilePendingPayments(deps, muchLater);
    expect((await attempt(unpaid.attemptId)).state).toBe("expired");
    expect(await order(unpaidId)).toMatchObject({ payment_status: "Pending" });
    // Nothing pending is left to ask about.
    expect((await reconcilePendingPayments(deps, new Date(muchLater.getTime() + 3_600_000))).checked).toBe(0);
  });
});

describe("payment messages through the queue", () => {
  it("keeps the message when queuing fails after the commit, and the reconciliation job queues it again once", async () => {
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    const failures: unknown[] = [];
    const broken = {
      ...testPaymentDeps(db),
      messageQueue: {
        enqueue: async () => {
          throw new Error("queue unreachable");
        },
      },
      onMessageError: (error: unknown) => failures.push(error),
    };
    const started = await startPayment(broken, { userId: patient.id, requestId: id, language: "en", origin });
    const decided = await decideSandboxPayment({ db, secret: TEST_SECRET }, (await attempt(started.attemptId)).merchant_order_id, "success");
    if (!decided?.callback) throw new Error("no callback");
    expect((await acceptPaymentWebhook(broken, decided.callback)).status).toBe(200);

    // The payment stands and its message is there, waiting: nothing is lost with the queue call.
    expect(await order(id)).toMatchObject({ status: "Paid", payment_status: "Success" });
    expect(failures).toHaveLength(1);
    const [message] = await messagesTo(db, patient.phone);
    expect(message).toMatchObject({ template: "payment_confirmed", state: "queued" });

    const queue = recordingMessageQueue();
    const sweep = { db, messageQueue: queue };
    // Too fresh: its own job may still be running. (The shared test database holds other files' queued messages:
    // each sweep here takes them all, not the job's batch of 100, so this one is not left for a later batch.)
    const all = 1_000_000;
    await requeueStrandedMessages(sweep, { now: new Date(Date.now() + 60_000), limit: all });
    expect(queue.queued).not.toContain(message?.id);
    const later = new Date(Date.now() + STRANDED_AFTER_MS + 60_000);
    await requeueStrandedMessages(sweep, { now: later, limit: all });
    await requeueStrandedMessages(sweep, { now: new Date(later.getTime() + 60_000), limit: all });
    expect(queue.queued.filter((queued) => queued === message?.id)).toHaveLength(1);
  });
});

describe("refusals", () => {
  it("refuses another patient's order and attempt with the same answer as a missing one", async () => {
    const owner = await createPatient(db);
    const other = await createPatient(db);
    const id = await createOrder(db, owner);
    expect(await errorCode(startPayment(deps, { userId: other.id, requestId: id, language: "en", origin }))).toBe("404 order_not_found");
    expect(await errorCode(startPayment(deps, { userId: other.id, requestId: 999_999_999, language: "en", origin }))).toBe("404 order_not_found");
    const started = await startPayment(deps, { userId: owner.id, requestId: id, language: "en", origin });
    expect(await errorCode(refreshPaymentStatus(deps, { attemptId: started.attemptId, userId: other.id, actor: "patient" }))).toBe("404 payment_not_found");
    expect(await errorCode(refreshPaymentStatus(deps, { attemptId: 999_999_999, userId: other.id, actor: "patient" }))).toBe("404 payment_not_found");
  });

  it("refuses an unpriced order, and a webhook with a wrong Authorization changes nothing", async () => {
    const patient = await createPatient(db);
    const unpriced = await createOrder(db, patient, { amountPaise: null });
    expect(await errorCode(startPayment(deps, { userId: patient.id, requestId: unpriced, language: "en", origin }))).toBe("409 not_payable");

    const id = await createOrder(db, patient);
    const started = await startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin });
    const decided = await decideSandboxPayment({ db, secret: TEST_SECRET }, (await attempt(started.attemptId)).merchant_order_id, "success");
    if (!decided?.callback) throw new Error("no callback");
    const forged = { ...decided.callback, headers: { ...decided.callback.headers, authorization: "0".repeat(64) } };
    expect((await acceptPaymentWebhook(deps, forged)).status).toBe(401);
    expect((await acceptPaymentWebhook(deps, { ...decided.callback, headers: {} })).status).toBe(401);
    expect((await attempt(started.attemptId)).state).toBe("pending");
    expect((await order(id)).payment_status).toBe("Pending");
  });
});
