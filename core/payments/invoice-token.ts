import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Before migration 0037 the invoice link carried an HMAC of the invoice number: a bearer link that never expired.
 * Such links are still recognised, only to answer them as expired (410) rather than unknown (decision 0030).
 */
export function legacyInvoiceToken(secret: string, invoiceNumber: number): string {
  return createHmac("sha256", secret).update(`invoice:${invoiceNumber}`).digest("base64url").slice(0, 32);
}

export function isLegacyInvoiceToken(secret: string, invoiceNumber: number, token: string | null | undefined): boolean {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{32}$/.test(token)) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(legacyInvoiceToken(secret, invoiceNumber)));
}

/** How long the server's own printer may open an invoice page with its print token. */
export const PRINT_TOKEN_SECONDS = 600;
const PRINT_TOKEN = /^(\d{10})\.([A-Za-z0-9_-]{43})$/;

function printMac(secret: string, invoiceNumber: number, expiresAt: number): string {
  return createHmac("sha256", secret).update(`invoice-print:${invoiceNumber}:${expiresAt}`).digest("base64url");
}

/**
 * The invoice page for the server's own printer (Chromium, core/invoices/chromium-invoice-printer.ts): one invoice,
 * for ten minutes, never sent to anyone. A shared link's rules (expiry set by the owner, audit of each opening) are
 * for people; the print is the server reading its own record.
 */
export function invoicePrintToken(secret: string, invoiceNumber: number, now = new Date()): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + PRINT_TOKEN_SECONDS;
  return `${expiresAt}.${printMac(secret, invoiceNumber, expiresAt)}`;
}

export function isInvoicePrintToken(secret: string, invoiceNumber: number, token: string | null | undefined, now = new Date()): boolean {
  const match = typeof token === "string" ? PRINT_TOKEN.exec(token) : null;
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(match[2] ?? ""), Buffer.from(printMac(secret, invoiceNumber, expiresAt)));
}
