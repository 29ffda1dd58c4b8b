import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";
import { INVOICE_LINK_TOKEN, invoiceLinkTokenHash } from "./invoice-link";

/** The audit action of a reading of the invoice through a shared link: "who opened my data" lists it. */
export const INVOICE_LINK_OPENED = "invoice_link_opened";

export type InvoiceLinkOpening =
  | { state: "open"; orderId: number; linkId: number }
  /** Past its expiry, or stopped by the owner: the page says so (410) and how to get the invoice. */
  | { state: "expired" | "revoked" };

/**
 * Opens the invoice through a shared link, or says why not: undefined for a token that is no link of this invoice
 * (the same as no invoice: 404). Every opening is an audit row on the order (actor "link", what was opened; no
 * address, no token), written before the invoice is shown.
 */
export async function openInvoiceLink(
  db: Db,
  input: { invoiceNumber: number; token: string | null | undefined; as: "page" | "pdf"; now?: Date; /** false: the caller records the opening itself once it serves the invoice (recordInvoiceLinkOpening). */ record?: boolean },
): Promise<InvoiceLinkOpening | undefined> {
  if (typeof input.token !== "string" || !INVOICE_LINK_TOKEN.test(input.token)) return undefined;
  const now = input.now ?? new Date();
  const link = await db
    .selectFrom("invoice_links")
    .innerJoin("sample_requests", "sample_requests.id", "invoice_links.request_id")
    .select(["invoice_links.id", "invoice_links.request_id", "invoice_links.expires_at", "invoice_links.revoked_at"])
    .where("invoice_links.token_hash", "=", invoiceLinkTokenHash(input.token))
    .where("sample_requests.invoice_number", "=", input.invoiceNumber)
    .where("sample_requests.payment_status", "=", "Success")
    .executeTakeFirst();
  if (!link) return undefined;
  if (link.revoked_at !== null) return { state: "revoked" };
  if (link.expires_at.getTime() <= now.getTime()) return { state: "expired" };
  const opening = { state: "open", orderId: link.request_id, linkId: link.id } as const;
  if (input.record !== false) await recordInvoiceLinkOpening(db, { ...opening, as: input.as, now });
  return opening;
}

/** The audit row of one reading through a shared link: the order, the link's id and what was read; nothing about the reader. */
export async function recordInvoiceLinkOpening(db: Db, input: { orderId: number; linkId: number; as: "page" | "pdf"; now?: Date }): Promise<void> {
  await writeAudit(db, { actor: "link", action: INVOICE_LINK_OPENED, entity: "sample_request", entityId: input.orderId, after: { link: input.linkId, as: input.as }, at: input.now });
}
