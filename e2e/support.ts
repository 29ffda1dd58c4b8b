import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";

export const LANGS = ["en", "hi", "bn"] as const;
export type Lang = (typeof LANGS)[number];

/** Spec 000 §2: the 27 footer areas, in the spec's order. Written out here on purpose: the test must not trust the app's list. */
export const SPEC_AREAS = [
  "Raiganj",
  "Hemtabad",
  "Itahar",
  "Tungidighi",
  "Karandighi",
  "Bamangram",
  "Kushamandi",
  "Gangarampur",
  "Harirampur",
  "Balurghat",
  "Radhikapur",
  "Bhatol",
  "Chanchol",
  "Islampur",
  "Purulia",
  "Birbhum",
  "Bankura",
  "Nadia",
  "Jalpaiguri",
  "Labpur",
  "Shantiniketan",
  "Siuri",
  "Rampurhat",
  "Murshidabad",
  "Dakshin Dinajpur",
  "Kolkata",
  "Howrah",
] as const;

export const SPEC_AREA_PATHS = SPEC_AREAS.map((area) => `/at/${encodeURIComponent(area)}`);

/** Spec 000 §1: the menu, in order. */
export const MENU_TEXTS = ["Home", "Services", "Track Order", "About Us", "Contact", "Login", "Register"] as const;

/** Spec 000 §1: both support buttons open WhatsApp to the support number with 'I need assistance'. */
export const WHATSAPP_SUPPORT_HREF = /^https:\/\/wa\.me\/91\d{10}\?text=I%20need%20assistance$/;

export const SCRIPT_OF: Record<Lang, RegExp> = {
  en: /[A-Za-z]/,
  hi: /[\u0900-\u097F]/,
  bn: /[\u0980-\u09FF]/,
};

export async function setLanguageCookie(context: BrowserContext, baseURL: string, lang: string): Promise<void> {
  await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
}

/** Closing the prompt 'Please select location' sets this for the browser session; then the prompt is not shown. */
export const LOCATION_ASKED_COOKIE = "location_asked";

/** A returning reader: the location popup has already been offered, so it does not cover the page under test. */
export async function settledReader(context: BrowserContext, baseURL: string, lang?: string): Promise<void> {
  await context.addCookies([{ name: LOCATION_ASKED_COOKIE, value: "1", url: baseURL }]);
  if (lang) await setLanguageCookie(context, baseURL, lang);
}

/** Collects console errors and uncaught page errors from the moment it is called. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Every dotted key of the English catalogs ("hero.title", "footer.links.faq"), to spot a key printed instead of its text. */
export function catalogKeys(): string[] {
  const dir = path.resolve(import.meta.dirname, "../app/i18n/locales/en");
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (node === null || typeof node !== "object") {
      if (prefix.includes(".")) keys.add(prefix.replace(/_(one|other|zero|few|many|two)$/, ""));
      return;
    }
    for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), "");
  }
  return [...keys];
}

/** Text that must never reach a reader: our missing-key mark, raw keys, unfilled placeholders, the translator's object notice. */
export function untranslatedFragments(text: string, keys: readonly string[]): string[] {
  const found: string[] = [];
  if (text.includes("⟦")) found.push(...(text.match(/⟦[^⟧]*⟧?/g) ?? ["⟦"]));
  if (/\{\{|\}\}/.test(text)) found.push(...(text.match(/\{\{[^}]*\}\}/g) ?? ["{{ or }}"]));
  if (text.includes("returned an object instead of string")) found.push("returned an object instead of string");
  for (const key of keys) {
    const at = text.indexOf(key);
    if (at === -1) continue;
    const before = text[at - 1] ?? " ";
    const after = text[at + key.length] ?? " ";
    if (!/[\w.@/⟦-]/.test(before) && !/[\w-]/.test(after)) found.push(key);
  }
  return found;
}
