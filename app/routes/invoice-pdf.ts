import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { data } from "react-router";
import { isLanguage, type Language } from "../../core/i18n/language";
import { findStoredInvoice, type StoredInvoice } from "../../core/invoices/stored-invoice";
import { loadInvoice } from "../lib/invoice.server";
import { invoiceNoticePage } from "../lib/invoice-notice-page.server";
import type { Route } from "./+types/invoice-pdf";

/** Downloads of invoice links from one address, and of one invoice from anywhere, per minute (operations review 2026-11-25). */
export const INVOICE_DOWNLOADS_PER_IP_PER_MINUTE = 120;
export const INVOICE_DOWNLOADS_PER_INVOICE_PER_MINUTE = 60;
/** A download asked for right after paying waits this long for its print before being told to come back. */
export const INVOICE_WAIT_MS = 3_000;
const INVOICE_POLL_MS = 200;
export const INVOICE_RETRY_AFTER_SECONDS = 5;
const MINUTE_MS = 60_000;

/**
 * The invoice as a PDF, the same token rule as its page. An issued invoice never changes, so it is printed once
 * (core/invoices) and its stored bytes are served with their SHA-256 as ETag, cached for a year by the browser
 * only (the link is private). Not printed yet: its print is queued (at most two print at a time per process) and
 * the request waits briefly, then gets a translated 'being prepared' page that asks again by itself.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const byIp = await context.auth.rateLimiter.hit(`invoice-ip:${context.clientIp}`, INVOICE_DOWNLOADS_PER_IP_PER_MINUTE, MINUTE_MS);
  const found = await loadInvoice(context, request, params.id);
  if (!found) throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  const number = found.invoice.number;
  const requested = new URL(request.url).searchParams.get("lang");
  const lang: Language = isLanguage(requested) ? requested : context.lang;
  const byInvoice = byIp.allowed ? await context.auth.rateLimiter.hit(`invoice:${number}`, INVOICE_DOWNLOADS_PER_INVOICE_PER_MINUTE, MINUTE_MS) : byIp;
  if (!byIp.allowed || !byInvoice.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(byIp.retryAfterMs, byInvoice.retryAfterMs) / 1000));
    return notice("tooMany", 429, lang, { number, retryAfterSeconds, brand: context.brand.name });
  }

  const stored = (await findStoredInvoice(context.db, number, lang)) ?? (await waitForPrint(context, number, lang, request.signal));
  if (!stored) return notice("preparing", 503, lang, { number, retryAfterSeconds: INVOICE_RETRY_AFTER_SECONDS, brand: context.brand.name });

  const etag = `"${stored.sha256}"`;
  const headers = {
    ETag: etag,
    "Cache-Control": "private, max-age=31536000, immutable",
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="invoice-${number}.pdf"`,
    "X-Content-Type-Options": "nosniff",
  };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  const file = await context.storage.get(stored.fileKey);
  // The row names a file the storage no longer has: printed again, as if never printed.
  if (!file) {
    await context.db.deleteFrom("invoice_files").where("file_key", "=", stored.fileKey).execute();
    await context.payments.invoicePrints.enqueue({ invoiceNumber: number, language: lang });
    return notice("preparing", 503, lang, { number, retryAfterSeconds: INVOICE_RETRY_AFTER_SECONDS, brand: context.brand.name });
  }
  return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, { headers: { ...headers, "Content-Length": String(file.size) } });
}

/**
 * Queues the print (one queued per invoice and language, however many ask: a print that failed, or another language
 * than the patient's) and looks for the stored file until INVOICE_WAIT_MS has passed or the visitor has gone.
 */
async function waitForPrint(context: Route.LoaderArgs["context"], number: number, lang: Language, signal: AbortSignal): Promise<StoredInvoice | undefined> {
  await context.payments.invoicePrints.enqueue({ invoiceNumber: number, language: lang });
  const until = Date.now() + INVOICE_WAIT_MS;
  while (Date.now() < until && !signal.aborted) {
    await sleep(INVOICE_POLL_MS, undefined, { signal }).catch(() => undefined);
    const stored = await findStoredInvoice(context.db, number, lang);
    if (stored) return stored;
  }
  return undefined;
}

function notice(kind: "preparing" | "tooMany", status: number, lang: Language, values: { number: number; retryAfterSeconds: number; brand: string }): Response {
  return new Response(invoiceNoticePage(kind, lang, values), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(values.retryAfterSeconds), "Cache-Control": "no-store", "Content-Language": lang },
  });
}

/** If-None-Match names our ETag (weakly or not), or is `*`. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}
