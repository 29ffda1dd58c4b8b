import { z } from "zod";
import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";
import { AppError } from "../errors/app-error";
import { INVOICE_LINK_DAYS, invoiceLinkPath, issueInvoiceLink } from "./invoice-link";

export type SharedInvoiceLink = {
  /** When the newest working link stops working; null when none works (expired, stopped, or none made). */
  activeUntil: Date | null;
};

type Owner = { userId: number; orderId: number; now?: Date };

/** The owner's paid order with its invoice, locked in `db`'s transaction when asked; else nothing (another account: the same as no order). */
async function ownedInvoice(db: Db, input: Owner, lock = false) {
  let query = db
    .selectFrom("sample_requests")
    .select(["id", "invoice_number"])
    .where("id", "=", input.orderId)
    .where("uid", "=", input.userId)
    .where("payment_status", "=", "Success")
    .where("invoice_number", "is not", null);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && row.invoice_number !== null ? { id: row.id, invoiceNumber: row.invoice_number } : undefined;
}

/** Whether this invoice is of one of the user's own paid orders (the PDF for its owner, logged in). */
export async function ownsInvoice(db: Db, input: { userId: number; invoiceNumber: number }): Promise<boolean> {
  const row = await db
    .selectFrom("sample_requests")
    .select("id")
    .where("invoice_number", "=", input.invoiceNumber)
    .where("uid", "=", input.userId)
    .where("payment_status", "=", "Success")
    .executeTakeFirst();
  return row !== undefined;
}

/** What the order page says about the invoice's shared link; undefined when the order is not the user's or has no invoice. One query: the page reads it on every visit. */
export async function sharedInvoiceLink(db: Db, input: Owner): Promise<SharedInvoiceLink | undefined> {
  const now = input.now ?? new Date();
  const order = await db
    .selectFrom("sample_requests")
    .select((eb) =>
      eb
        .selectFrom("invoice_links")
        .select((inner) => inner.fn.max("invoice_links.expires_at").as("newest"))
        .whereRef("invoice_links.request_id", "=", "sample_requests.id")
        .where("invoice_links.revoked_at", "is", null)
        .where("invoice_links.expires_at", ">", now)
        .as("active_until"),
    )
    .where("id", "=", input.orderId)
    .where("uid", "=", input.userId)
    .where("payment_status", "=", "Success")
    .where("invoice_number", "is not", null)
    .executeTakeFirst();
  if (!order) return undefined;
  return { activeUntil: order.active_until ?? null };
}

/** Stops every working shared link of the order at once ("Stop the shared link"); returns how many were stopped. */
export async function stopInvoiceLinks(db: Db, input: Owner): Promise<number> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (tx) => {
    const order = await ownedInvoice(tx, input, true);
    if (!order) throw new AppError("order_not_found", 404);
    const stopped = await tx
      .updateTable("invoice_links")
      .set({ revoked_at: now })
      .where("request_id", "=", order.id)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now)
      .returning("id")
      .execute();
    if (stopped.length > 0) {
      await writeAudit(tx, { actorId: input.userId, actor: "patient", action: "invoice_link_revoked", entity: "sample_request", entityId: order.id, after: { links: stopped.map((row) => row.id) }, at: now });
    }
    return stopped.length;
  });
}

/**
 * A new shared link for the owner to pass on: the links that still worked are stopped first (one shared link at a
 * time), and the new one works `days` days. Returns its path, shown once: only its hash is kept.
 */
export async function renewInvoiceLink(db: Db, input: Owner & { days?: number }): Promise<{ path: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const days = input.days ?? INVOICE_LINK_DAYS;
  return db.transaction().execute(async (tx) => {
    const order = await ownedInvoice(tx, input, true);
    if (!order) throw new AppError("order_not_found", 404);
    await tx.updateTable("invoice_links").set({ revoked_at: now }).where("request_id", "=", order.id).where("revoked_at", "is", null).where("expires_at", ">", now).execute();
    const token = await issueInvoiceLink(tx, { orderId: order.id, now, days });
    await writeAudit(tx, { actorId: input.userId, actor: "patient", action: "invoice_link_issued", entity: "sample_request", entityId: order.id, at: now });
    return { path: invoiceLinkPath(order.invoiceNumber, token), expiresAt: new Date(now.getTime() + days * 24 * 3_600_000) };
  });
}

/** The order page's two invoice-link buttons: stop the shared link, or make a new one. */
export const invoiceLinkFormSchema = z.object({ intent: z.enum(["stop-link", "new-link"], { error: "errors.badForm" }) });

/**
 * Demo mode only (/dev/expire-invoice-link): the account's working links of this order reach their expiry now, so a
 * demo (and the browser tests) can show what a link past its days looks like without waiting them out.
 */
export async function expireInvoiceLinksNow(db: Db, input: Owner): Promise<number> {
  const now = input.now ?? new Date();
  const order = await ownedInvoice(db, input);
  if (!order) throw new AppError("order_not_found", 404);
  const expired = await db
    .updateTable("invoice_links")
    .set({ expires_at: now })
    .where("request_id", "=", order.id)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(expired.numUpdatedRows);
}

/** /dev/expire-invoice-link's form: the order whose links reach their expiry now. */
export const expireInvoiceLinkSchema = z.object({ orderId: z.string().regex(/^[1-9]\d{0,15}$/, { error: "errors.badForm" }).transform(Number) });
