import bn from "../app/i18n/locales/bn/invoice.json";
import en from "../app/i18n/locales/en/invoice.json";
import hi from "../app/i18n/locales/hi/invoice.json";
import type { Language } from "../core/i18n/language";

const catalogs: Record<Language, typeof en> = { en, hi, bn };

export type InvoiceNotice = "preparing" | "tooMany" | "linkTooMany" | "expired" | "revoked";

/**
 * A small page of our own instead of the PDF, in the visitor's language, in the style of the outage page: the
 * invoice is still being printed (it asks again by itself after `retryAfterSeconds`), its link was used too often,
 * or the shared link has expired or was stopped (with the way to the invoice: log in).
 */
export function invoiceNoticePage(notice: InvoiceNotice, lang: Language, values: { number: number; retryAfterSeconds: number; brand: string }): string {
  const texts = catalogs[lang][notice];
  const t = (text: string) => escapeHtml(text).replace(/\{\{number\}\}/g, String(values.number));
  const again =
    notice === "preparing"
      ? `<a href="">${t(catalogs[lang].preparing.retry)}</a>`
      : notice === "expired" || notice === "revoked"
        ? `<a href="/login?redirectTo=${encodeURIComponent(`/invoice/${values.number}`)}">${t(catalogs[lang][notice].login)}</a>`
        : "";
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${notice === "preparing" ? `<meta http-equiv="refresh" content="${values.retryAfterSeconds}">` : ""}
<title>${t(texts.title)} | ${escapeHtml(values.brand)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 1.5rem;text-align:center;color:#1e293b;background:#f8fafc}
h1{font-size:1.6rem}p{color:#475569;max-width:32rem;margin:1rem auto}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#0f766e;color:#fff;text-decoration:none}</style>
</head><body><main><h1>${t(texts.title)}</h1><p>${t(texts.text)}</p>${again}</main></body></html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
