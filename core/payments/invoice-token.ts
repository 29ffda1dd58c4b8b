import { createHmac, timingSafeEqual } from "node:crypto";

/** ARCHITECTURE.md §2: the invoice link carries an HMAC of the invoice number, so it can be shared but not guessed. */
export function invoiceToken(secret: string, invoiceNumber: number): string {
  return createHmac("sha256", secret).update(`invoice:${invoiceNumber}`).digest("base64url").slice(0, 32);
}

export function isInvoiceToken(secret: string, invoiceNumber: number, token: string | null | undefined): boolean {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{32}$/.test(token)) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(invoiceToken(secret, invoiceNumber)));
}

export function invoicePath(secret: string, invoiceNumber: number): string {
  return `/invoice/${invoiceNumber}?token=${invoiceToken(secret, invoiceNumber)}`;
}
