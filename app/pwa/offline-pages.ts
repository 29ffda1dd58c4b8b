import { formatDateTime } from "../../core/format/format";
import { isLanguage, type Language } from "../../core/i18n/language";

/** What the service worker shows offline, per language (app/i18n/locales/{lang}/offline.json). */
export type OfflineTexts = { banner: string; title: string; text: string; myTests: string; retry: string };

/** The service worker's cache of the patient's own pages: one, emptied at every login and logout. */
export const PERSONAL_PAGES_CACHE = "nikat-my-pages";
/** When a saved page was fetched, kept on the saved copy. */
export const SAVED_AT_HEADER = "x-nikat-saved-at";

/**
 * The pages kept for offline reading (issue #29): My Lab Tests (the home page, in any of its language addresses) and
 * each order's tracking page. Everything else is read from the network only.
 */
export function isPersonalPage(pathname: string): boolean {
  return /^\/(?:(?:en|hi|bn)\/?)?$/.test(pathname) || /^\/trace\/test\/\d+$/.test(pathname);
}

/** The page a React Router data request reads (`/trace/test/5.data`, `/_root.data` for home), or null for any other. */
export function pageOfDataRequest(pathname: string): string | null {
  if (!pathname.endsWith(".data")) return null;
  const page = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
  return page;
}

/**
 * Whether a request changes who is signed in: a login or a logout, by a form post, a script's data request or a
 * link. Either empties the saved pages, so only the account signed in now has pages on this phone.
 */
export function changesAccount(pathname: string): boolean {
  return /^\/(?:login|logout)(?:[/.]|$)/.test(pathname);
}

/** The language a saved page was written in, from its `<html lang>`. */
export function languageOfPage(html: string): Language | null {
  const lang = /<html[^>]*\blang="([a-z]{2})"/.exec(html)?.[1] ?? "";
  return isLanguage(lang) ? lang : null;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const BANNER_STYLE = "display:block;position:sticky;top:0;z-index:60;margin:0;padding:10px 16px;background:#fef3c7;color:#78350f;font-size:15px;font-weight:600;line-height:1.4;text-align:center;border-bottom:1px solid #f59e0b";

/**
 * A saved page as it is shown offline: the same page, with "You are offline — last updated at …" first in its body.
 * React 19 skips, when it hydrates the body, an element whose tag it never renders (a custom element's name), so the
 * page's scripts leave the notice in place.
 */
export function withOfflineBanner(html: string, texts: OfflineTexts, savedAt: Date): string {
  const text = texts.banner.replace("{{time}}", formatDateTime(savedAt));
  const banner = `<nikat-offline role="status" data-offline-banner style="${BANNER_STYLE}">${escapeHtml(text)}</nikat-offline>`;
  return html.replace(/<body\b[^>]*>/, (body) => body + banner);
}

/**
 * The page for an address not saved on the phone, when there is no network: what to do instead, no scripts. It takes
 * the site's stylesheet (precached), whose fonts write Hindi and Bengali where the phone has none of its own.
 */
export function offlinePageHtml(language: Language, texts: OfflineTexts, myTestsSaved: boolean, stylesheet: string | null): string {
  const link = (href: string, text: string, primary: boolean) =>
    `<a href="${href}" style="display:inline-block;margin:8px 8px 0 0;padding:12px 18px;border-radius:12px;font-weight:600;text-decoration:none;${primary ? "background:#0f766e;color:#fff" : "border:1px solid #0f766e;color:#115e59"}">${escapeHtml(text)}</a>`;
  return [
    "<!DOCTYPE html>",
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0f766e"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(texts.title)}</title><link rel="icon" href="/favicon.svg">${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : ""}</head>`,
    `<body style="margin:0;background:#f8fafc;color:#1e293b;font-size:16px;line-height:1.5">`,
    `<main data-offline-page style="max-width:32rem;margin:0 auto;padding:48px 20px"><img src="/icons/icon-192.png" alt="" width="64" height="64">`,
    `<h1 style="font-size:1.6rem;margin:16px 0 8px">${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p>`,
    `<p>${myTestsSaved ? link("/", texts.myTests, true) : ""}${link("", texts.retry, !myTestsSaved)}</p>`,
    "</main></body></html>",
  ].join("");
}
