import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import bnInvoice from "../app/i18n/locales/bn/invoice.json" with { type: "json" };
import enInvoice from "../app/i18n/locales/en/invoice.json" with { type: "json" };
import hiInvoice from "../app/i18n/locales/hi/invoice.json" with { type: "json" };
import { createSession } from "../core/auth/sessions";
import { issueInvoiceLink } from "../core/invoices/invoice-link";
import { INVOICE_LINK_OPENINGS_PER_IP_PER_MINUTE } from "../core/invoices/invoice-link-budget";
import { INVOICE_LINK_OPENED } from "../core/invoices/open-invoice-link";
import { stopInvoiceLinks } from "../core/invoices/owner-invoice-link";
import type { recordingInvoicePrintQueue } from "../core/invoices/invoice-print-queue";
import { printInvoice } from "../core/invoices/print-invoice";
import { legacyInvoiceToken } from "../core/payments/invoice-token";
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

/** Paid, with its invoice number and a shared link as the payment's message carries (decision 0030). */
async function paidOrder(now = new Date()): Promise<{ id: number; uid: number; number: number; token: string }> {
  const patient = await createPatient(db);
  const id = await createOrder(db, patient);
  const number = await db.transaction().execute(async (tx) => {
    const next = await nextInvoiceNumber(tx);
    await tx.updateTable("sample_requests").set({ payment_status: "Success", status: "Paid", invoice_number: next, invoice_date: now }).where("id", "=", id).execute();
    return next;
  });
  const token = await issueInvoiceLink(db, { orderId: id, now });
  links.set(number, token);
  return { id, uid: patient.id, number, token };
}
const links = new Map<number, string>();
const paidInvoice = async () => (await paidOrder()).number;

/** Each test's openings come from an address of its own: the link budget is per address. */
let address = 0;
const ownAddress = () => `198.51.100.${(address += 1)}`;
const pdfUrl = (number: number, lang: string) => `/invoice/${number}/pdf?token=${links.get(number)}&lang=${lang}`;
const storePdf = (number: number, language: "en" | "hi" | "bn") =>
  printInvoice({ db, storage: services.storage, print: async () => new TextEncoder().encode(`%PDF-1.4 invoice ${number}`) }, { invoiceNumber: number, language });
const auditOf = (orderId: number) => db.selectFrom("audit_log").select(["actor", "actor_id", "action", "after"]).where("entity", "=", "sample_request").where("entity_id", "=", String(orderId)).orderBy("id").execute();
const queued = () => (services.payments.invoicePrints as ReturnType<typeof recordingInvoicePrintQueue>).queued;

describe("the invoice page's payment lines", () => {
  const shown = (body: string) => body.replace(/<script[\s\S]*?<\/script>/g, "");
  it("a payment at the door says when it was paid and no empty transaction; an online one gives its transaction and time", async () => {
    const cash = await paidOrder();
    await db.updateTable("sample_requests").set({ payment_method: "Cash", payment_date: "26/11/2026", payment_time: "10:15 am", transaction_id: null }).where("id", "=", cash.id).execute();
    const online = await paidOrder();
    await db
      .updateTable("sample_requests")
      .set({ payment_method: "Gateway", payment_date: "25/11/2026", payment_time: "9:00 am", transaction_id: "NK123", transaction_date: "25/11/2026", transaction_time: "9:01 am" })
      .where("id", "=", online.id)
      .execute();
    const page = async (number: number, lang: string) => shown((await app.inject({ url: `/invoice/${number}?token=${links.get(number)}`, headers: { cookie: `lang=${lang}`, "x-forwarded-for": ownAddress() } })).body);

    const atDoor = await page(cash.number, "en");
    expect(atDoor).toMatch(/Paid on<\/dt><dd[^>]*data-testid="invoice-paid-on"[^>]*>26\/11\/2026, 10:15 am</);
    expect(atDoor).not.toContain("Transaction ID");
    const paidOnline = await page(online.number, "bn");
    expect(paidOnline).toMatch(/data-testid="invoice-transaction"[^>]*>NK123</);
    expect(paidOnline).toMatch(new RegExp(`${bnInvoice.paidOn}</dt><dd[^>]*>25/11/2026, 9:01 am<`));
  });
});

describe("downloading an invoice PDF", () => {
  it("before its print is stored: waits, queues the print, then answers a translated 'being prepared' page with Retry-After", async () => {
    const number = await paidInvoice();
    const started = Date.now();
    const response = await app.inject({ url: pdfUrl(number, "bn"), remoteAddress: ownAddress() });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain(bnInvoice.preparing.title);
    expect(response.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(queued()).toContainEqual({ invoiceNumber: number, language: "bn" });
  });

  it("serves the stored bytes with their SHA-256 as ETag, kept privately but asked again each time, and 304 on If-None-Match; no print", async () => {
    const number = await paidInvoice();
    const bytes = new TextEncoder().encode(`%PDF-1.4 stored invoice ${number}`);
    let prints = 0;
    await printInvoice({ db, storage: services.storage, print: async () => (prints++, bytes) }, { invoiceNumber: number, language: "en" });
    const before = queued().length;

    const from = ownAddress();
    const response = await app.inject({ url: pdfUrl(number, "en"), headers: { cookie: "lang=hi" }, remoteAddress: from });
    expect(response.statusCode).toBe(200);
    expect(new Uint8Array(response.rawPayload)).toEqual(bytes);
    const etag = `"${createHash("sha256").update(bytes).digest("hex")}"`;
    expect(response.headers).toMatchObject({
      etag,
      "cache-control": "private, no-cache",
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="invoice-${number}.pdf"`,
    });

    const again = await app.inject({ url: pdfUrl(number, "en"), headers: { "if-none-match": etag }, remoteAddress: from });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(prints).toBe(1);
    expect(queued().length).toBe(before);

    // A wrong token is the same 404 as a missing invoice, stored or not.
    expect((await app.inject({ url: `/invoice/${number}/pdf?token=${"A".repeat(43)}`, remoteAddress: from })).statusCode).toBe(404);
    expect((await app.inject({ url: `/invoice/${number}/pdf?token=${"A".repeat(32)}`, remoteAddress: from })).statusCode).toBe(404);
  });

  it(`limits one invoice to ${INVOICE_DOWNLOADS_PER_INVOICE_PER_MINUTE} downloads a minute, with a translated 429 and Retry-After`, async () => {
    const number = await paidInvoice();
    await printInvoice({ db, storage: services.storage, print: async () => new TextEncoder().encode("%PDF-1.4 x") }, { invoiceNumber: number, language: "hi" });
    const statuses: number[] = [];
    // From many addresses: the invoice's own limit, not an address's.
    for (let i = 0; i < INVOICE_DOWNLOADS_PER_INVOICE_PER_MINUTE; i += 1) statuses.push((await app.inject({ url: pdfUrl(number, "hi"), remoteAddress: ownAddress() })).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await app.inject({ url: pdfUrl(number, "hi"), remoteAddress: ownAddress() });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain(hiInvoice.tooMany.title);
  }, 60_000);

  it("through a shared link: each download an audit row on the order, with no address or token in it", async () => {
    const order = await paidOrder();
    await storePdf(order.number, "en");
    expect((await app.inject({ url: pdfUrl(order.number, "en"), remoteAddress: ownAddress() })).statusCode).toBe(200);
    const rows = await auditOf(order.id);
    expect(rows).toEqual([{ actor: "link", actor_id: null, action: INVOICE_LINK_OPENED, after: { link: expect.any(Number), as: "pdf" } }]);
    expect(JSON.stringify(rows)).not.toContain(order.token);
  });

  it("an expired, a stopped and a pre-0037 link answer a translated 410 with the way to log in; nothing is served or recorded", async () => {
    const expired = await paidOrder(new Date(Date.now() - 31 * 24 * 3_600_000));
    const stopped = await paidOrder();
    await stopInvoiceLinks(db, { userId: stopped.uid, orderId: stopped.id });
    const legacy = await paidOrder();
    for (const order of [expired, stopped, legacy]) await storePdf(order.number, "en");
    const cases = [
      { url: pdfUrl(expired.number, "hi"), title: hiInvoice.expired.title, number: expired.number },
      { url: pdfUrl(stopped.number, "bn"), title: bnInvoice.revoked.title, number: stopped.number },
      { url: `/invoice/${legacy.number}/pdf?token=${legacyInvoiceToken(SECRET, legacy.number)}&lang=en`, title: enInvoice.expired.title, number: legacy.number },
    ];
    for (const { url, title, number } of cases) {
      const response = await app.inject({ url, remoteAddress: ownAddress() });
      expect(response.statusCode, url).toBe(410);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain(title);
      expect(response.body).toContain(`href="/login?redirectTo=${encodeURIComponent(`/invoice/${number}`)}"`);
      expect(response.body).not.toContain("%PDF");
    }
    for (const order of [expired, stopped, legacy]) expect((await auditOf(order.id)).filter((row) => row.action === INVOICE_LINK_OPENED)).toEqual([]);
  });

  it("for its owner logged in, without a token; another account and no session get the same 404", async () => {
    const order = await paidOrder();
    await storePdf(order.number, "en");
    const owner = `nikat_session=${(await createSession(db, { userId: order.uid })).token}`;
    const other = `nikat_session=${(await createSession(db, { userId: (await createPatient(db)).id })).token}`;
    const url = `/invoice/${order.number}/pdf?lang=en`;
    const mine = await app.inject({ url, headers: { cookie: owner } });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(`%PDF-1.4 invoice ${order.number}`);
    expect((await app.inject({ url, headers: { cookie: other } })).statusCode).toBe(404);
    expect((await app.inject({ url })).statusCode).toBe(404);
    // The owner's own reading is no opening through a link.
    expect((await auditOf(order.id)).filter((row) => row.action === INVOICE_LINK_OPENED)).toEqual([]);
  });

  it(`spends the address's link budget: ${INVOICE_LINK_OPENINGS_PER_IP_PER_MINUTE} openings a minute, then a translated 429`, async () => {
    const order = await paidOrder();
    await storePdf(order.number, "en");
    const from = ownAddress();
    for (let i = 0; i < INVOICE_LINK_OPENINGS_PER_IP_PER_MINUTE; i += 1) expect((await app.inject({ url: pdfUrl(order.number, "en"), remoteAddress: from })).statusCode).toBe(200);
    const refused = await app.inject({ url: pdfUrl(order.number, "en"), remoteAddress: from });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(enInvoice.linkTooMany.title);
    // A guess from that address is refused before any lookup, the same way.
    expect((await app.inject({ url: `/invoice/${order.number}/pdf?token=${"B".repeat(43)}`, remoteAddress: from })).statusCode).toBe(429);
    expect((await app.inject({ url: pdfUrl(order.number, "en"), remoteAddress: ownAddress() })).statusCode).toBe(200);
  }, 60_000);
});
