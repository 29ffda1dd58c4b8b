import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import bnInvoice from "../app/i18n/locales/bn/invoice.json" with { type: "json" };
import hiInvoice from "../app/i18n/locales/hi/invoice.json" with { type: "json" };
import type { recordingInvoicePrintQueue } from "../core/invoices/invoice-print-queue";
import { printInvoice } from "../core/invoices/print-invoice";
import { invoiceToken } from "../core/payments/invoice-token";
import { nextInvoiceNumber } from "../core/payments/next-invoice-number";
import { createOrder, createPatient } from "../core/payments/test-support";
import { testDb } from "../db/test-support/test-db";
import { INVOICE_DOWNLOADS_PER_INVOICE_PER_MINUTE } from "./routes/invoice-pdf";
import type { Services } from "./services";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let services: Services;
let close: () => Promise<void>;
/** startInProcessApp's server secret. */
const SECRET = "x".repeat(48);

beforeAll(async () => {
  ({ app, services, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

async function paidInvoice(): Promise<number> {
  const id = await createOrder(db, await createPatient(db));
  const number = await db.transaction().execute(async (tx) => {
    const next = await nextInvoiceNumber(tx);
    await tx.updateTable("sample_requests").set({ payment_status: "Success", status: "Paid", invoice_number: next, invoice_date: new Date() }).where("id", "=", id).execute();
    return next;
  });
  return number;
}

const pdfUrl = (number: number, lang: string) => `/invoice/${number}/pdf?token=${invoiceToken(SECRET, number)}&lang=${lang}`;
const queued = () => (services.payments.invoicePrints as ReturnType<typeof recordingInvoicePrintQueue>).queued;

describe("downloading an invoice PDF", () => {
  it("before its print is stored: waits, queues the print, then answers a translated 'being prepared' page with Retry-After", async () => {
    const number = await paidInvoice();
    const started = Date.now();
    const response = await app.inject({ url: pdfUrl(number, "bn") });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain(bnInvoice.preparing.title);
    expect(response.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(queued()).toContainEqual({ invoiceNumber: number, language: "bn" });
  });

  it("serves the stored bytes with their SHA-256 as ETag, cached privately and immutably, and 304 on If-None-Match; no print", async () => {
    const number = await paidInvoice();
    const bytes = new TextEncoder().encode(`%PDF-1.4 stored invoice ${number}`);
    let prints = 0;
    await printInvoice({ db, storage: services.storage, print: async () => (prints++, bytes) }, { invoiceNumber: number, language: "en" });
    const before = queued().length;

    const response = await app.inject({ url: pdfUrl(number, "en"), headers: { cookie: "lang=hi" } });
    expect(response.statusCode).toBe(200);
    expect(new Uint8Array(response.rawPayload)).toEqual(bytes);
    const etag = `"${createHash("sha256").update(bytes).digest("hex")}"`;
    expect(response.headers).toMatchObject({
      etag,
      "cache-control": "private, max-age=31536000, immutable",
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="invoice-${number}.pdf"`,
    });

    const again = await app.inject({ url: pdfUrl(number, "en"), headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(prints).toBe(1);
    expect(queued().length).toBe(before);

    // A wrong token is the same 404 as a missing invoice, stored or not.
    expect((await app.inject({ url: `/invoice/${number}/pdf?token=${"A".repeat(32)}` })).statusCode).toBe(404);
  });

  it(`limits one invoice to ${INVOICE_DOWNLOADS_PER_INVOICE_PER_MINUTE} downloads a minute, with a translated 429 and Retry-After`, async () => {
    const number = await paidInvoice();
    await printInvoice({ db, storage: services.storage, print: async () => new TextEncoder().encode("%PDF-1.4 x") }, { invoiceNumber: number, language: "hi" });
    const statuses: number[] = [];
    for (let i = 0; i < INVOICE_DOWNLOADS_PER_INVOICE_PER_MINUTE; i += 1) statuses.push((await app.inject({ url: pdfUrl(number, "hi") })).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await app.inject({ url: pdfUrl(number, "hi") });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain(hiInvoice.tooMany.title);
  }, 60_000);
});
