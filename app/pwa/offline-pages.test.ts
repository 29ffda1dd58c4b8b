import { describe, expect, it } from "vitest";
import en from "../i18n/locales/en/offline.json";
import hi from "../i18n/locales/hi/offline.json";
import { changesAccount, isPersonalPage, languageOfPage, offlinePageHtml, pageOfDataRequest, withOfflineBanner } from "./offline-pages";

describe("the pages kept for offline reading", () => {
  it("are My Lab Tests (home, in each language's address) and each order's tracking page, nothing else", () => {
    for (const path of ["/", "/hi", "/bn/", "/trace/test/42"]) expect(isPersonalPage(path), path).toBe(true);
    for (const path of ["/doctors", "/trace/test/42/report", "/trace/test/abc", "/account/data", "/invoice/12", "/hindi"]) expect(isPersonalPage(path), path).toBe(false);
  });

  it("reads the page behind a client-side data request", () => {
    expect(pageOfDataRequest("/trace/test/42.data")).toBe("/trace/test/42");
    expect(pageOfDataRequest("/_root.data")).toBe("/");
    expect(pageOfDataRequest("/trace/test/42")).toBeNull();
  });

  it("are forgotten by every login and logout, posted, fetched or followed", () => {
    for (const path of ["/login", "/login/verify", "/login.data", "/logout", "/logout.data"]) expect(changesAccount(path), path).toBe(true);
    for (const path of ["/", "/loginhelp", "/trace/test/1"]) expect(changesAccount(path), path).toBe(false);
  });
});

describe("offline", () => {
  const page = '<!DOCTYPE html><html lang="hi"><head><title>x</title></head><body class="min-h-screen"><main>Order 42</main></body></html>';

  it("shows a saved page whole, with 'You are offline — last updated at …' first in its body, in Kolkata time", () => {
    const shown = withOfflineBanner(page, hi, new Date("2026-11-26T05:02:00Z"));
    expect(shown).toContain('<body class="min-h-screen"><nikat-offline role="status" data-offline-banner');
    expect(shown).toContain("आप ऑफ़लाइन हैं — आख़िरी अपडेट 26/11/2026, 10:32");
    expect(shown).toContain("<main>Order 42</main>");
    expect(languageOfPage(shown)).toBe("hi");
  });

  it("answers an address not saved with the offline page, offering My Lab Tests only when it is saved", () => {
    expect(offlinePageHtml("en", en, true, "/assets/app-x.css")).toContain('href="/"');
    expect(offlinePageHtml("en", en, true, "/assets/app-x.css")).toContain('<link rel="stylesheet" href="/assets/app-x.css">');
    expect(offlinePageHtml("en", en, false, null)).not.toContain(en.myTests);
    expect(offlinePageHtml("en", en, false, null)).not.toContain("<script");
  });
});
