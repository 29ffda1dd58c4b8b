import type { FastifyPluginAsync } from "fastify";
import { setTimeout as sleep } from "node:timers/promises";
import { isLanguage, LANGUAGE_COOKIE, resolveLanguage, type Language } from "../../core/i18n/language";
import { findStoredInvoice, type StoredInvoice } from "../../core/invoices/stored-invoice";
import { findSessionUser } from "../../core/auth/sessions";
import { isAppError } from "../../core/errors/app-error";
import { spendInvoiceLinkBudget } from "../../core/invoices/invoice-link-budget";
import { openInvoiceLink, recordInvoiceLinkOpening } from "../../core/invoices/open-invoice-link";
import { ownsInvoice } from "../../core/invoices/owner-invoice-link";
import { isLegacyInvoiceToken } from "../../core/payments/invoice-token";
import type { Db } from "../../db/client";
import type { Services } from "../services";
import { invoiceNoticePage, type InvoiceNotice } from "../invoice-notice-page";

/** Downloads of invoice links from one address, and of one invoice from anywhere, per minute (operations review 2026-11-25). */
export const INVOICE_DOWNLOADS_PER_IP_PER_MINUTE = 120;
export const INVOICE_DOWNLOADS_PER_INVOICE_PER_MINUTE = 60;
/** A download asked for right after paying waits this long for its print before being told to come back. */
export const INVOICE_WAIT_MS = 3_000;
const INVOICE_POLL_MS = 200;
export const INVOICE_RETRY_AFTER_SECONDS = 5;
const MINUTE_MS = 60_000;
const NUMBER = /^[1-9]\d{0,9}$/;
const ALLOWED = { allowed: true, retryAfterMs: 0 };

/**
 * The invoice as a PDF, with the same rules as its page (decision 0030): through a shared link (`?token=`: the
 * address's link budget, 410 when expired or stopped, each download an audit row), or for its owner logged in (the
 * session cookie, no token). An issued invoice never changes, so it is printed once (core/invoices) and its stored
 * bytes are served with their SHA-256 as ETag; the browser keeps it but asks again each time (`no-cache`), so a
 * stopped link or an ended session stops it there too. Served by the host, not React Router: 50 downloads at once
 * must cost little more than a static file. Not printed yet: its print is queued (at most two print at a time per
 * process) and the request waits briefly, then gets a translated 'being prepared' page that asks again by itself.
 */
export const invoicePdfRoutes: FastifyPluginAsync<{ db: Db; services: Services; brand: { name: string }; sessionCookie: string }> = async (
  app,
  { db, services, brand, sessionCookie },
) => {
  app.get<{ Params: { id: string }; Querystring: { token?: string; lang?: string } }>("/invoice/:id/pdf", async (request, reply) => {
    const lang: Language = isLanguage(request.query.lang)
      ? request.query.lang
      : resolveLanguage({ cookie: request.cookies?.[LANGUAGE_COOKIE], acceptLanguage: request.headers["accept-language"] });
    const notice = (kind: InvoiceNotice, status: number, number: number, retryAfterSeconds: number) =>
      reply
        .status(status)
        .headers({ ...(retryAfterSeconds > 0 ? { "Retry-After": String(retryAfterSeconds) } : {}), "Cache-Control": "no-store", "Content-Language": lang })
        .type("text/html; charset=utf-8")
        .send(invoiceNoticePage(kind, lang, { number, retryAfterSeconds, brand: brand.name }));
    const notFound = () => reply.status(404).header("Cache-Control", "no-store").send();

    const { rateLimiter, storage, payments } = services;
    const { id } = request.params;
    const { token } = request.query;
    const wanted = NUMBER.test(id) ? Number(id) : undefined;
    let number: number | undefined;
    let opening: { orderId: number; linkId: number } | undefined;
    if (wanted !== undefined && token !== undefined) {
      try {
        await spendInvoiceLinkBudget(rateLimiter, { ip: request.ip });
      } catch (error) {
        if (isAppError(error) && error.status === 429) return notice("linkTooMany", 429, wanted, 60);
        throw error;
      }
      // A link from before migration 0037 never expired: it is answered as expired now.
      if (isLegacyInvoiceToken(payments.secret, wanted, token)) return notice("expired", 410, wanted, 0);
      const opened = await openInvoiceLink(db, { invoiceNumber: wanted, token, as: "pdf", record: false });
      if (opened && opened.state !== "open") return notice(opened.state, 410, wanted, 0);
      if (opened) [number, opening] = [wanted, opened];
    } else if (wanted !== undefined) {
      const user = await findSessionUser(db, request.cookies?.[sessionCookie]);
      if (user && (await ownsInvoice(db, { userId: user.id, invoiceNumber: wanted }))) number = wanted;
    }
    // A wrong token, another's invoice and a missing one are the same 404; a guesser is still counted against its address.
    // Both counters at once: a burst of downloads waits for one round trip, not two.
    const [byIp, byInvoice] = await Promise.all([
      rateLimiter.hit(`invoice-ip:${request.ip}`, INVOICE_DOWNLOADS_PER_IP_PER_MINUTE, MINUTE_MS),
      number === undefined ? ALLOWED : rateLimiter.hit(`invoice:${number}`, INVOICE_DOWNLOADS_PER_INVOICE_PER_MINUTE, MINUTE_MS),
    ]);
    if (number === undefined) return notFound();
    if (!byIp.allowed || !byInvoice.allowed) {
      return notice("tooMany", 429, number, Math.max(1, Math.ceil(Math.max(byIp.retryAfterMs, byInvoice.retryAfterMs) / 1000)));
    }

    const cacheKey = `${number}:${lang}`;
    let stored = knownFiles.get(cacheKey) ?? (await findStoredInvoice(db, number, lang));
    if (!stored) {
      if (!(await isIssued(db, number))) return notFound();
      stored = await waitForPrint(db, services, number, lang, request.raw);
      if (!stored) return notice("preparing", 503, number, INVOICE_RETRY_AFTER_SECONDS);
    }

    remember(cacheKey, stored);
    if (opening) await recordInvoiceLinkOpening(db, { ...opening, as: "pdf" });
    const etag = `"${stored.sha256}"`;
    reply.headers({
      ETag: etag,
      "Cache-Control": "private, no-cache",
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="invoice-${number}.pdf"`,
      "X-Content-Type-Options": "nosniff",
    });
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
    const file = await storage.get(stored.fileKey);
    if (!file) {
      // The row names a file the storage no longer has: printed again, as if never printed.
      knownFiles.delete(cacheKey);
      await db.deleteFrom("invoice_files").where("file_key", "=", stored.fileKey).execute();
      await payments.invoicePrints.enqueue({ invoiceNumber: number, language: lang });
      reply.removeHeader("ETag").removeHeader("Content-Disposition");
      return notice("preparing", 503, number, INVOICE_RETRY_AFTER_SECONDS);
    }
    return reply.header("Content-Length", String(file.size)).send(file.stream);
  });
};

/**
 * A stored invoice's row never changes once written, so each process keeps the recent ones: a burst of downloads
 * of the same invoice asks the database only for its rate counters. Oldest first out.
 */
const KNOWN_FILES_MAX = 10_000;
const knownFiles = new Map<string, StoredInvoice>();
function remember(key: string, stored: StoredInvoice): void {
  if (knownFiles.has(key)) return;
  if (knownFiles.size >= KNOWN_FILES_MAX) knownFiles.delete(knownFiles.keys().next().value ?? "");
  knownFiles.set(key, stored);
}

/** Paid, with this invoice number: the invoice exists (its token was checked by the caller). */
async function isIssued(db: Db, number: number): Promise<boolean> {
  const row = await db.selectFrom("sample_requests").select("id").where("invoice_number", "=", number).where("payment_status", "=", "Success").executeTakeFirst();
  return row !== undefined;
}

/**
 * Queues the print (one queued per invoice and language, however many ask: a print that failed, or another language
 * than the patient's) and looks for the stored file until INVOICE_WAIT_MS has passed or the visitor has gone.
 */
async function waitForPrint(db: Db, services: Services, number: number, lang: Language, raw: { destroyed: boolean }): Promise<StoredInvoice | undefined> {
  await services.payments.invoicePrints.enqueue({ invoiceNumber: number, language: lang });
  const until = Date.now() + INVOICE_WAIT_MS;
  while (Date.now() < until && !raw.destroyed) {
    await sleep(INVOICE_POLL_MS);
    const stored = await findStoredInvoice(db, number, lang);
    if (stored) return stored;
  }
  return undefined;
}

/** If-None-Match names our ETag (weakly or not), or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}
