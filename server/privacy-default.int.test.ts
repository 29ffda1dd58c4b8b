import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import bnInvoice from "../app/i18n/locales/bn/invoice.json" with { type: "json" };
import enInvoice from "../app/i18n/locales/en/invoice.json" with { type: "json" };
import hiInvoice from "../app/i18n/locales/hi/invoice.json" with { type: "json" };
import enPrivacy from "../app/i18n/locales/en/privacy.json" with { type: "json" };
import hiPrivacy from "../app/i18n/locales/hi/privacy.json" with { type: "json" };
import bnPrivacy from "../app/i18n/locales/bn/privacy.json" with { type: "json" };
import enTracking from "../app/i18n/locales/en/tracking.json" with { type: "json" };
import { ENDED_SIGN_IN_RETENTION_DAYS } from "../core/auth/delete-ended-sign-ins";
import { createSession } from "../core/auth/sessions";
import { issueInvoiceLink } from "../core/invoices/invoice-link";
import { INVOICE_LINK_OPENINGS_PER_IP_PER_MINUTE } from "../core/invoices/invoice-link-budget";
import { INVOICE_LINK_OPENED } from "../core/invoices/open-invoice-link";
import { invoicePrintToken, legacyInvoiceToken } from "../core/payments/invoice-token";
import { nextInvoiceNumber } from "../core/payments/next-invoice-number";
import { createOrder, createPatient } from "../core/payments/test-support";
import { MESSAGE_RETENTION_DAYS } from "../core/privacy/delete-old-messages";
import { PAGE_VIEW_RETENTION_DAYS } from "../core/trace/delete-old-page-views";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

/** Issue #34, privacy by default: the invoice page's three ways in, the owner's link controls, the privacy policy. */
const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;
/** startInProcessApp's server secret. */
const SECRET = "x".repeat(48);
/** Not the default, so the pages are seen to take it from the configuration. */
const LINK_DAYS = 21;
const DAY_MS = 24 * 3_600_000;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db, { env: { INVOICE_LINK_DAYS: String(LINK_DAYS) } }));
}, 180_000);
afterAll(async () => close?.());

async function paidOrder(linkAt = new Date()) {
  const patient = await createPatient(db);
  const id = await createOrder(db, patient);
  const number = await db.transaction().execute(async (tx) => {
    const next = await nextInvoiceNumber(tx);
    await tx.updateTable("sample_requests").set({ payment_status: "Success", status: "Paid", invoice_number: next, invoice_date: new Date() }).where("id", "=", id).execute();
    return next;
  });
  const token = await issueInvoiceLink(db, { orderId: id, now: linkAt });
  const cookie = `nikat_session=${(await createSession(db, { userId: patient.id })).token}`;
  return { id, uid: patient.id, number, token, cookie };
}

let address = 0;
const ownAddress = () => `192.0.2.${(address += 1)}`;
const openings = async (orderId: number) =>
  (await db.selectFrom("audit_log").select("action").where("entity", "=", "sample_request").where("entity_id", "=", String(orderId)).execute()).filter((row) => row.action === INVOICE_LINK_OPENED).length;
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("the invoice page", () => {
  it("opens through a shared link, recorded as an opening, with the link's PDF and no referrer", async () => {
    const order = await paidOrder();
    const page = await app.inject({ url: `/invoice/${order.number}?token=${order.token}`, remoteAddress: ownAddress() });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="invoice-patient"');
    expect(page.body).toContain(`/invoice/${order.number}/pdf?token=${order.token}&amp;lang=en`);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(await openings(order.id)).toBe(1);
  });

  it.each([
    ["en", enInvoice],
    ["hi", hiInvoice],
    ["bn", bnInvoice],
  ] as const)("says in %s that an expired, a stopped or a pre-0037 link no longer works, with 410 and the way to log in", async (lang, texts) => {
    const expired = await paidOrder(new Date(Date.now() - 31 * DAY_MS));
    const stopped = await paidOrder();
    const stop = await app.inject({ method: "POST", url: `/trace/test/${stopped.id}`, headers: { ...form, cookie: stopped.cookie }, payload: "intent=stop-link" });
    expect(stop.statusCode).toBe(200);
    const legacy = await paidOrder();
    const cases = [
      { url: `/invoice/${expired.number}?token=${expired.token}`, title: texts.expired.title, number: expired.number, id: expired.id },
      { url: `/invoice/${stopped.number}?token=${stopped.token}`, title: texts.revoked.title, number: stopped.number, id: stopped.id },
      { url: `/invoice/${legacy.number}?token=${legacyInvoiceToken(SECRET, legacy.number)}`, title: texts.expired.title, number: legacy.number, id: legacy.id },
    ];
    for (const { url, title, number, id } of cases) {
      const page = await app.inject({ url, headers: { cookie: `lang=${lang}` }, remoteAddress: ownAddress() });
      expect(page.statusCode, url).toBe(410);
      expect(page.body).toContain(title);
      expect(page.body).toContain(`href="/login?redirectTo=${encodeURIComponent(`/invoice/${number}`)}"`);
      expect(page.body).not.toContain('data-testid="invoice-patient"');
      expect(await openings(id)).toBe(0);
    }
  });

  it("a link that no longer works still opens for its owner logged in, without recording an opening", async () => {
    // Made 31 days ago for 30 (issueInvoiceLink's default): expired.
    const order = await paidOrder(new Date(Date.now() - 31 * DAY_MS));
    const mine = await app.inject({ url: `/invoice/${order.number}?token=${order.token}`, headers: { cookie: order.cookie }, remoteAddress: ownAddress() });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('data-testid="invoice-patient"');
    const other = await paidOrder();
    expect((await app.inject({ url: `/invoice/${order.number}?token=${order.token}`, headers: { cookie: other.cookie }, remoteAddress: ownAddress() })).statusCode).toBe(410);
    expect(await openings(order.id)).toBe(0);
  });

  it(`answers the ${INVOICE_LINK_OPENINGS_PER_IP_PER_MINUTE + 1}th opening from one address in a minute with a translated 429`, async () => {
    const order = await paidOrder();
    const from = ownAddress();
    for (let i = 0; i < INVOICE_LINK_OPENINGS_PER_IP_PER_MINUTE; i += 1) expect((await app.inject({ url: `/invoice/${order.number}?token=${order.token}`, remoteAddress: from })).statusCode).toBe(200);
    const refused = await app.inject({ url: `/invoice/${order.number}?token=${order.token}`, headers: { cookie: "lang=hi" }, remoteAddress: from });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(hiInvoice.linkTooMany.title);
    expect(await openings(order.id)).toBe(INVOICE_LINK_OPENINGS_PER_IP_PER_MINUTE);
  }, 60_000);

  it("opens for its owner logged in, with nothing in the address; another account gets 404, a visitor is sent to log in", async () => {
    const order = await paidOrder();
    const mine = await app.inject({ url: `/invoice/${order.number}`, headers: { cookie: order.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('data-testid="invoice-patient"');
    expect(mine.body).toContain(`/invoice/${order.number}/pdf?lang=en`);
    const other = await paidOrder();
    expect((await app.inject({ url: `/invoice/${order.number}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    const visitor = await app.inject({ url: `/invoice/${order.number}` });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(`/invoice/${order.number}`)}`);
    expect(await openings(order.id)).toBe(0);
  });

  it("opens for the server's printer with its ten-minute token, and not with one for another invoice or one past its time", async () => {
    const order = await paidOrder();
    expect((await app.inject({ url: `/invoice/${order.number}?print=${invoicePrintToken(SECRET, order.number)}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/invoice/${order.number}?print=${invoicePrintToken(SECRET, order.number + 1)}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/invoice/${order.number}?print=${invoicePrintToken(SECRET, order.number, new Date(Date.now() - 11 * 60_000))}` })).statusCode).toBe(404);
    expect(await openings(order.id)).toBe(0);
  });
});

describe("the order page's shared link", () => {
  it("tells the owner until when the link works, stops it, and makes a new one shown once", async () => {
    const order = await paidOrder();
    const page = await app.inject({ url: `/trace/test/${order.id}`, headers: { cookie: order.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="invoice-link-state"');
    expect(page.body).toContain('data-testid="invoice-link-stop"');
    expect(page.body).toContain(`href="/invoice/${order.number}"`);

    const stopped = await app.inject({ method: "POST", url: `/trace/test/${order.id}`, headers: { ...form, cookie: order.cookie }, payload: "intent=stop-link" });
    expect(stopped.body).toContain(enTracking.invoiceLink.stopped);
    expect(stopped.body).toContain(enTracking.invoiceLink.none);
    expect((await app.inject({ url: `/invoice/${order.number}?token=${order.token}`, remoteAddress: ownAddress() })).statusCode).toBe(410);

    const made = await app.inject({ method: "POST", url: `/trace/test/${order.id}`, headers: { ...form, cookie: order.cookie }, payload: "intent=new-link" });
    const link = /data-testid="invoice-link-made">([^<]+)</.exec(made.body)?.[1] ?? "";
    expect(link).toMatch(new RegExp(`/invoice/${order.number}\\?token=[A-Za-z0-9_-]{43}$`));
    const until = /data-testid="invoice-link-state">([^<]+)</.exec(made.body)?.[1] ?? "";
    expect(until).not.toBe(enTracking.invoiceLink.none);
    expect(made.body).toContain(`works for ${LINK_DAYS} days`);
    const path = link.slice(link.indexOf("/invoice/"));
    expect((await app.inject({ url: path, remoteAddress: ownAddress() })).statusCode).toBe(200);
    // Shown once: the page loaded again does not carry it.
    expect((await app.inject({ url: `/trace/test/${order.id}`, headers: { cookie: order.cookie } })).body).not.toContain(path.split("token=")[1]);
  });

  it("refuses another account's order as not found, and changes nothing", async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    for (const intent of ["stop-link", "new-link"]) {
      const refused = await app.inject({ method: "POST", url: `/trace/test/${order.id}`, headers: { ...form, cookie: other.cookie }, payload: `intent=${intent}` });
      expect([302, 404]).toContain(refused.statusCode);
    }
    const links = await db.selectFrom("invoice_links").select(["revoked_at"]).where("request_id", "=", order.id).execute();
    expect(links).toEqual([{ revoked_at: null }]);
  });
});

describe("the privacy policy", () => {
  it.each([
    ["en", enPrivacy],
    ["hi", hiPrivacy],
    ["bn", bnPrivacy],
  ] as const)("in %s: children under 18 with a guardian's consent, the product's own retention periods, and the rights where they are used", async (lang, texts) => {
    const page = await app.inject({ url: "/privacy-policy", headers: { cookie: `lang=${lang}` } });
    expect(page.statusCode).toBe(200);
    const children = texts.sections.children.blocks;
    expect(Object.keys(children)).toEqual(["under18", "use", "contact"]);
    expect(children.under18).toContain("18");
    expect(JSON.stringify(children)).not.toContain("13");
    const retention = texts.sections.retention.blocks.list;
    for (const [key, value] of [
      ["visits", PAGE_VIEW_RETENTION_DAYS],
      ["signIns", ENDED_SIGN_IN_RETENTION_DAYS],
      ["messages", MESSAGE_RETENTION_DAYS],
      ["links", LINK_DAYS],
    ] as const) {
      const rendered = retention[key].replace(/<[^>]+>/g, "").replace(/\{\{(\w+)\}\}/, String(value));
      expect(page.body.replace(/&#x27;/g, "'").replace(/&quot;/g, '"')).toContain(rendered.split(":")[1]?.trim().slice(0, 40) ?? rendered);
    }
    expect(page.body).not.toMatch(/\{\{\w+\}\}/);
    for (const path of ["/account/data", "/account/data/erase", "/account/data/nominee", "/account/grievance"]) expect(page.body).toContain(`href="${path}"`);
  });
});

describe("/.well-known/security.txt", () => {
  it("is served by the host", async () => {
    const response = await app.inject({ url: "/.well-known/security.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^Contact: mailto:/m);
    expect(response.body).toMatch(/^Canonical: http:\/\/.+\/\.well-known\/security\.txt$/m);
  });
});
