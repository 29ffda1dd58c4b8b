import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { isAppError } from "../errors/app-error";
import { nextInvoiceNumber } from "../payments/next-invoice-number";
import { createOrder, createPatient } from "../payments/test-support";
import { invoiceLinkTokenHash, issueInvoiceLink } from "./invoice-link";
import { INVOICE_LINK_OPENED, openInvoiceLink } from "./open-invoice-link";
import { expireInvoiceLinksNow, ownsInvoice, renewInvoiceLink, sharedInvoiceLink, stopInvoiceLinks } from "./owner-invoice-link";

const db = testDb();
const DAY_MS = 24 * 3_600_000;
const now = new Date("2026-11-26T08:00:00Z");

async function paidOrder() {
  const patient = await createPatient(db);
  const id = await createOrder(db, patient);
  const number = await db.transaction().execute(async (tx) => {
    const next = await nextInvoiceNumber(tx);
    await tx.updateTable("sample_requests").set({ payment_status: "Success", status: "Paid", invoice_number: next, invoice_date: now }).where("id", "=", id).execute();
    return next;
  });
  return { id, uid: patient.id, number };
}

const auditOf = (orderId: number) => db.selectFrom("audit_log").select(["actor", "actor_id", "action", "after"]).where("entity", "=", "sample_request").where("entity_id", "=", String(orderId)).orderBy("id").execute();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "done", (error: unknown) => (isAppError(error) ? error.code : String(error)));

describe("a shared invoice link", () => {
  it("is a random token kept only as its hash, that opens its own invoice until it expires, each opening an audit row", async () => {
    const order = await paidOrder();
    const token = await issueInvoiceLink(db, { orderId: order.id, now, days: 30 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db.selectFrom("invoice_links").selectAll().where("request_id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(invoiceLinkTokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expires_at.getTime()).toBe(now.getTime() + 30 * DAY_MS);

    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token, as: "page", now })).toEqual({ state: "open", orderId: order.id, linkId: row.id });
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token, as: "pdf", now: new Date(now.getTime() + 30 * DAY_MS - 1) })).toMatchObject({ state: "open" });
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token, as: "page", now: new Date(now.getTime() + 30 * DAY_MS) })).toEqual({ state: "expired" });
    // Another invoice's number, a changed token, no token: not a link at all.
    expect(await openInvoiceLink(db, { invoiceNumber: order.number + 1, token, as: "page", now })).toBeUndefined();
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token: `${token.slice(0, 42)}${token.endsWith("A") ? "B" : "A"}`, as: "page", now })).toBeUndefined();
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token: null, as: "page", now })).toBeUndefined();

    expect(await auditOf(order.id)).toEqual([
      { actor: "link", actor_id: null, action: INVOICE_LINK_OPENED, after: { link: row.id, as: "page" } },
      { actor: "link", actor_id: null, action: INVOICE_LINK_OPENED, after: { link: row.id, as: "pdf" } },
    ]);
  });

  it("is stopped by its owner only: then it answers revoked, and the order page says no link works", async () => {
    const order = await paidOrder();
    const token = await issueInvoiceLink(db, { orderId: order.id, now });
    expect(await sharedInvoiceLink(db, { userId: order.uid, orderId: order.id, now })).toEqual({ activeUntil: new Date(now.getTime() + 30 * DAY_MS) });

    const stranger = await createPatient(db);
    expect(await codeOf(stopInvoiceLinks(db, { userId: stranger.id, orderId: order.id, now }))).toBe("order_not_found");
    expect(await sharedInvoiceLink(db, { userId: stranger.id, orderId: order.id, now })).toBeUndefined();
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token, as: "page", now })).toMatchObject({ state: "open" });

    expect(await stopInvoiceLinks(db, { userId: order.uid, orderId: order.id, now })).toBe(1);
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token, as: "page", now })).toEqual({ state: "revoked" });
    expect(await sharedInvoiceLink(db, { userId: order.uid, orderId: order.id, now })).toEqual({ activeUntil: null });
    // Stopping again stops nothing and writes nothing more.
    expect(await stopInvoiceLinks(db, { userId: order.uid, orderId: order.id, now })).toBe(0);
    expect((await auditOf(order.id)).map((row) => [row.actor, row.actor_id, row.action])).toEqual([
      ["link", null, INVOICE_LINK_OPENED],
      ["patient", order.uid, "invoice_link_revoked"],
    ]);
  });

  it("is made anew by the owner: the old one stops, the new one works its days", async () => {
    const order = await paidOrder();
    const old = await issueInvoiceLink(db, { orderId: order.id, now });
    const later = new Date(now.getTime() + 40 * DAY_MS);
    const made = await renewInvoiceLink(db, { userId: order.uid, orderId: order.id, now: later, days: 7 });
    expect(made.path).toMatch(new RegExp(`^/invoice/${order.number}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(made.expiresAt).toEqual(new Date(later.getTime() + 7 * DAY_MS));
    const fresh = made.path.split("token=")[1] ?? "";
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token: fresh, as: "page", now: later })).toMatchObject({ state: "open" });
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token: old, as: "page", now: later })).toEqual({ state: "expired" });

    const again = await renewInvoiceLink(db, { userId: order.uid, orderId: order.id, now: later });
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token: fresh, as: "page", now: later })).toEqual({ state: "revoked" });
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token: again.path.split("token=")[1], as: "page", now: later })).toMatchObject({ state: "open" });

    expect(await codeOf(renewInvoiceLink(db, { userId: (await createPatient(db)).id, orderId: order.id, now: later }))).toBe("order_not_found");
    // An unpaid order has no invoice to share.
    const unpaid = await createOrder(db, { id: order.uid, phone: "9000000001" });
    expect(await codeOf(renewInvoiceLink(db, { userId: order.uid, orderId: unpaid, now }))).toBe("order_not_found");
  });

  it("belongs to the order's account: ownsInvoice says so for the owner only", async () => {
    const order = await paidOrder();
    expect(await ownsInvoice(db, { userId: order.uid, invoiceNumber: order.number })).toBe(true);
    expect(await ownsInvoice(db, { userId: (await createPatient(db)).id, invoiceNumber: order.number })).toBe(false);
  });

  it("reaches its expiry at once in the demo's tool, for the owner's order only", async () => {
    const order = await paidOrder();
    const token = await issueInvoiceLink(db, { orderId: order.id, now });
    expect(await codeOf(expireInvoiceLinksNow(db, { userId: (await createPatient(db)).id, orderId: order.id, now }))).toBe("order_not_found");
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token, as: "page", now })).toMatchObject({ state: "open" });
    expect(await expireInvoiceLinksNow(db, { userId: order.uid, orderId: order.id, now })).toBe(1);
    expect(await openInvoiceLink(db, { invoiceNumber: order.number, token, as: "page", now })).toEqual({ state: "expired" });
  });
});
