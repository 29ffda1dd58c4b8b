import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { localFileStorage } from "../files/local-file-storage";
import { startJobRunner, type JobRunner } from "../jobs/job-runner";
import { recordingMessenger } from "../messaging/messenger";
import { collectSample } from "../orders/collect-sample";
import { takePaymentAtDoor } from "../orders/take-payment-at-door";
import { testOrderDeps } from "../orders/test-support";
import { createAssignedOrder, createLab, createStaff } from "../staff/test-support";
import { kolkataDay } from "../time/kolkata-day";
import { acceptPaymentWebhook } from "../payments/accept-payment-webhook";
import { refreshPaymentStatus } from "../payments/refresh-payment-status";
import { decideSandboxPayment } from "../payments/sandbox-gateway";
import { startPayment } from "../payments/start-payment";
import { TEST_SECRET, createOrder, createPatient, testPaymentDeps } from "../payments/test-support";
import { INVOICE_PRINTS_PER_PROCESS } from "./invoice-print-job";
import { printInvoice, type InvoicePrinter } from "./print-invoice";
import { queueMissingInvoicePrints } from "./queue-missing-invoice-prints";
import { findStoredInvoice } from "./stored-invoice";

const db = testDb();
const storage = localFileStorage(mkdtempSync(path.join(os.tmpdir(), "nikat-invoices-")));
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop({ timeoutMs: 5_000 })));
});

/** An order paid through the sandbox, with a poll and the webhook racing as in production. */
async function paidOrder(deps = testPaymentDeps(db), language: "en" | "hi" | "bn" = "bn") {
  const patient = await createPatient(db);
  const id = await createOrder(db, patient);
  const started = await startPayment(deps, { userId: patient.id, requestId: id, language, origin: "https://nikat.test" });
  const merchant = (await db.selectFrom("payments").select("merchant_order_id").where("id", "=", started.attemptId).executeTakeFirstOrThrow()).merchant_order_id;
  const decided = await decideSandboxPayment({ db, secret: TEST_SECRET }, merchant, "success");
  if (!decided?.callback) throw new Error("no callback");
  await Promise.all([refreshPaymentStatus(deps, { attemptId: started.attemptId, userId: patient.id, actor: "patient" }), acceptPaymentWebhook(deps, decided.callback)]);
  const row = await db.selectFrom("sample_requests").select("invoice_number").where("id", "=", id).executeTakeFirstOrThrow();
  return { id, invoiceNumber: row.invoice_number ?? 0, deps };
}

/** A printer that takes as long as Chromium and remembers how many of it ran at once. */
function slowPrinter(delayMs: number) {
  let running = 0;
  const seen = { most: 0, prints: [] as string[] };
  const print: InvoicePrinter = async ({ invoiceNumber, language }) => {
    running += 1;
    seen.most = Math.max(seen.most, running);
    seen.prints.push(`${invoiceNumber}:${language}`);
    await sleep(delayMs);
    running -= 1;
    return new TextEncoder().encode(`%PDF-1.4 invoice ${invoiceNumber} ${language}`);
  };
  return { print, seen };
}

describe("invoice PDFs printed once", () => {
  it("queues exactly one print, in the payer's language, when an order becomes paid, after the commit", async () => {
    const { invoiceNumber, deps } = await paidOrder();
    expect(invoiceNumber).toBeGreaterThan(0);
    expect(deps.invoicePrints.queued).toEqual([{ invoiceNumber, language: "bn" }]);
  });

  it("queues one print for a payment at the door, and none for a refused one", async () => {
    const deps = testOrderDeps(db);
    const agent = await createStaff(db, "agent");
    const admin = await createStaff(db, "admin");
    const id = await createAssignedOrder(db, { agentId: agent.id, labId: await createLab(db), date: kolkataDay(new Date()).date, time: "10:30", agentOtp: 482913 });
    await takePaymentAtDoor(deps, { orderId: id, actor: { id: admin.id, role: "admin" }, method: "cash" });
    const row = await db.selectFrom("sample_requests").select(["invoice_number", "language"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(deps.invoicePrints.queued).toEqual([{ invoiceNumber: row.invoice_number, language: row.language }]);
    await expect(takePaymentAtDoor(deps, { orderId: id, actor: { id: admin.id, role: "admin" }, method: "cash" })).rejects.toThrow();
    expect(deps.invoicePrints.queued).toHaveLength(1);

    const collecting = testOrderDeps(db);
    const other = await createAssignedOrder(db, { agentId: agent.id, labId: await createLab(db), date: kolkataDay(new Date()).date, time: "11:30", agentOtp: 482913 });
    await collectSample(collecting, { orderId: other, actor: { id: agent.id, role: "agent" }, code: "482913", paymentMethod: "upi" });
    expect(collecting.invoicePrints.queued).toHaveLength(1);
  });

  it("prints once and stores the bytes; a second print of the same invoice prints nothing", async () => {
    const { invoiceNumber } = await paidOrder();
    const printer = slowPrinter(10);
    const deps = { db, storage, print: printer.print };
    await Promise.all([printInvoice(deps, { invoiceNumber, language: "bn" }), printInvoice(deps, { invoiceNumber, language: "bn" })]);
    await printInvoice(deps, { invoiceNumber, language: "bn" });
    const stored = await findStoredInvoice(db, invoiceNumber, "bn");
    expect(stored).toBeDefined();
    const file = await storage.get(stored?.fileKey ?? "");
    expect(file?.size).toBe(stored?.size);
    // Two racing prints may both print; only one file is kept, and later requests print nothing.
    expect(printer.seen.prints.length).toBeLessThanOrEqual(2);
    expect(await db.selectFrom("invoice_files").select("file_key").where("invoice_number", "=", invoiceNumber).execute()).toHaveLength(1);
    expect(await printInvoice(deps, { invoiceNumber: 2_000_000_000, language: "en" })).toBe(false);
  });

  it("the reconciliation sweep queues a paid order whose PDF is missing (a crash after the commit), and not once it is stored", async () => {
    const { invoiceNumber } = await paidOrder();
    const queue = testPaymentDeps(db).invoicePrints;
    await queueMissingInvoicePrints({ db, invoicePrints: queue });
    expect(queue.queued).toContainEqual(expect.objectContaining({ invoiceNumber }));
    await printInvoice({ db, storage, print: slowPrinter(0).print }, { invoiceNumber, language: "en" });
    const again = testPaymentDeps(db).invoicePrints;
    await queueMissingInvoicePrints({ db, invoicePrints: again });
    expect(again.queued.map((print) => print.invoiceNumber)).not.toContain(invoiceNumber);
  });

  it("prints at most two at a time in a process, however many are queued", async () => {
    const runner = await startJobRunner({ connectionString: inject("databaseUrl"), messenger: recordingMessenger(db, "test", async () => "x"), pollingIntervalSeconds: 1 });
    runners.push(runner);
    const printer = slowPrinter(300);
    await runner.printInvoices((job) => printInvoice({ db, storage, print: printer.print }, job).then(() => undefined));
    const invoices: number[] = [];
    for (let i = 0; i < 6; i += 1) invoices.push((await paidOrder()).invoiceNumber);
    // Each asked for twice: one queued print per invoice and language.
    await Promise.all(invoices.flatMap((invoiceNumber) => [runner.invoices.enqueue({ invoiceNumber, language: "hi" }), runner.invoices.enqueue({ invoiceNumber, language: "hi" })]));
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      const stored = await db.selectFrom("invoice_files").select("invoice_number").where("invoice_number", "in", invoices).where("language", "=", "hi").execute();
      if (stored.length === invoices.length) break;
      await sleep(100);
    }
    expect(printer.seen.most).toBe(2);
    expect(INVOICE_PRINTS_PER_PROCESS).toBe(2);
    expect(new Set(printer.seen.prints.filter((print) => invoices.some((n) => print === `${n}:hi`))).size).toBe(6);
  }, 60_000);
});
