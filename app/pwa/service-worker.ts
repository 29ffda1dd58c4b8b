/// <reference lib="webworker" />
// The service worker (issue #29, decision 0035), bundled by scripts/build-service-worker.mjs into build/client/sw.js
// with workbox's precache list. Not part of any page's bundle.
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import type { Language } from "../../core/i18n/language";
import bn from "../i18n/locales/bn/offline.json";
import en from "../i18n/locales/en/offline.json";
import hi from "../i18n/locales/hi/offline.json";
import { changesAccount, isPersonalPage, languageOfPage, offlinePageHtml, pageOfDataRequest, PERSONAL_PAGES_CACHE, SAVED_AT_HEADER, withOfflineBanner, type OfflineTexts } from "./offline-pages";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const TEXTS: Record<Language, OfflineTexts> = { en, hi, bn };
/** This build's precache list (written in by workbox-build, which allows one mention of it). */
const PRECACHE = self.__WB_MANIFEST;
/** The site's stylesheet in this build's precache list, for the offline page. */
const STYLESHEET = (() => {
  const urls = PRECACHE.map((file) => (typeof file === "string" ? file : file.url));
  const css = urls.find((url) => /^\/?assets\/app-[\w-]+\.css$/.test(url));
  return css ? `/${css.replace(/^\//, "")}` : null;
})();
/** The language of the last page saved, for the offline page (a worker cannot read the language cookie). */
const LANGUAGE_KEY = "/__offline-language";

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The shell: the stylesheets, fonts and icons of this build (scripts/build-service-worker.mjs chooses them).
precacheAndRoute(PRECACHE);

// Scripts and text catalogs are named by their content: the ones a page loaded serve it again offline, for good.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === "GET" && (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/i18n/")),
  new CacheFirst({ cacheName: "nikat-assets", plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);

const forgetPages = () => caches.delete(PERSONAL_PAGES_CACHE);

async function savePage(pathname: string, response: Response): Promise<void> {
  const html = await response.text();
  const headers = new Headers({ "content-type": "text/html; charset=utf-8", [SAVED_AT_HEADER]: new Date().toISOString() });
  const cache = await caches.open(PERSONAL_PAGES_CACHE);
  await cache.put(new URL(pathname, self.location.origin).href, new Response(html, { headers }));
  const language = languageOfPage(html);
  if (language) await cache.put(new URL(LANGUAGE_KEY, self.location.origin).href, new Response(language));
}

async function savedLanguage(): Promise<Language> {
  const saved = await (await caches.open(PERSONAL_PAGES_CACHE)).match(new URL(LANGUAGE_KEY, self.location.origin).href);
  const text = saved ? await saved.text() : "";
  return text === "hi" || text === "bn" ? text : "en";
}

const html = (body: string) => new Response(body, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });

async function offline(pathname: string): Promise<Response> {
  const cache = await caches.open(PERSONAL_PAGES_CACHE);
  const saved = isPersonalPage(pathname) ? await cache.match(new URL(pathname, self.location.origin).href) : undefined;
  const language = await savedLanguage();
  if (saved) {
    const page = await saved.text();
    const savedAt = new Date(saved.headers.get(SAVED_AT_HEADER) ?? Date.now());
    return html(withOfflineBanner(page, TEXTS[languageOfPage(page) ?? language], savedAt));
  }
  const myTestsSaved = (await cache.match(new URL("/", self.location.origin).href)) !== undefined;
  return html(offlinePageHtml(language, TEXTS[language], myTestsSaved, STYLESHEET));
}

/** A whole page: from the network, saved when it is one of the patient's own; offline, the saved copy or the offline page. */
async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch {
    return offline(url.pathname);
  }
  // A redirect (to the login, when the session ended) is not the page: nothing is saved.
  if (isPersonalPage(url.pathname) && response.type === "basic" && response.status === 200 && !response.redirected) {
    event.waitUntil(savePage(url.pathname, response.clone()));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (changesAccount(url.pathname)) {
    // Left to the browser as it is (the no-script login and logout posts included); the saved pages go first.
    event.waitUntil(forgetPages());
    return;
  }
  if (event.request.method !== "GET") return;
  if (event.request.mode === "navigate") {
    event.respondWith(navigate(event, url));
    return;
  }
  // A client-side visit to a saved kind of page reads its data only: its whole page is saved beside it.
  const page = pageOfDataRequest(url.pathname);
  if (page && isPersonalPage(page)) {
    event.waitUntil(
      fetch(new URL(page, self.location.origin).href, { credentials: "same-origin", headers: { accept: "text/html" } })
        .then((response) => (response.status === 200 && !response.redirected ? savePage(page, response) : undefined))
        .catch(() => undefined),
    );
  }
});
