import { randomInt } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Browser, type BrowserContext, type Cookie, type Locator, type Page } from "@playwright/test";
import type { Lang } from "./support";

/** e2e/start-server.mjs sets DEV_NOT_ON_WHATSAPP to this number: the outbox messenger fails for it like WhatsApp does. */
export const NOT_ON_WHATSAPP = "9000000099";

/** The e2e server speaks plain HTTP, so the session cookie has no __Host- prefix. */
export const SESSION_COOKIE = "nikat_session";

/** Network steps on a machine shared by several builds and browsers: generous, but still a bound. */
export const SLOW = { timeout: 15_000 } as const;

/** A number nobody else in the run uses, so tests never share codes, cooldowns or accounts. */
export function freshPhone(): string {
  for (;;) {
    const phone = `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
    if (phone !== NOT_ON_WHATSAPP) return phone;
  }
}

/** A catalog read at call time: translations of the newest keys may land while the suite is being written. */
function catalog(lang: Lang, namespace: string): unknown {
  const file = path.resolve(import.meta.dirname, `../app/i18n/locales/${lang}/${namespace}.json`);
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

function template(lang: Lang, key: string, namespace: string): string {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), catalog(lang, namespace));
  if (typeof value !== "string") throw new Error(`app/i18n/locales/${lang}/${namespace}.json has no text at "${key}"`);
  return value;
}

/** The text a reader sees for a catalog key (common namespace unless told), with {{values}} filled in. */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}, namespace = "common"): string {
  return template(lang, key, namespace).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The same text as a pattern whose one {{value}} is any number, captured (e.g. 'Resend OTP in 27 s'). */
export function textPattern(lang: Lang, key: string, namespace = "common"): RegExp {
  const escaped = template(lang, key, namespace).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, "(\\d+)")}$`);
}

/**
 * A page's scripts start with the visitor's first action (app/render/scripts-on-first-action.server.ts, decision
 * 0039): a key that types nothing (Shift) is that action here, as a visitor's touch or key would be.
 */
export async function actAsVisitor(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
}

/** Client-side checks need React on the element; a click before hydration would be an ordinary form post. */
export async function waitForHydration(element: Locator): Promise<void> {
  await actAsVisitor(element.page());
  await expect.poll(() => isHydrated(element), { ...SLOW, message: "React has hydrated the element" }).toBe(true);
}

/** Whether React has taken the element over (it keeps its props on the node). */
export const isHydrated = (element: Locator): Promise<boolean> => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")));

/** The WhatsApp code form (on /login and in the booking section), found by its heading. */
export function otpForm(scope: Page | Locator, lang: Lang): Locator {
  const page = "page" in scope ? scope.page() : scope;
  return scope.locator("form").filter({ has: page.getByRole("heading", { name: text(lang, "auth.whatsappTitle"), exact: true }) });
}

/** The booking section's 'Book a Sample Collection' form, found by its heading. */
export function bookingForm(page: Page, lang: Lang): Locator {
  return page.locator("form").filter({ has: page.getByRole("heading", { name: text(lang, "booking.form.title", {}, "home"), exact: true }) });
}

/** /login's phone + password form. */
export function passwordForm(page: Page): Locator {
  return page.locator("form").filter({ has: page.locator('input[type="password"]') });
}

export function button(scope: Page | Locator, name: string): Locator {
  return scope.getByRole("button", { name, exact: true });
}

export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** A sonner toast (the flash message the server left for this page). */
export function toast(page: Page, message: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: message });
}

/** The flash toast shows, once: a second copy would come within a few hundred milliseconds of the first. */
export async function expectOneToast(page: Page, message: string): Promise<void> {
  const shown = toast(page, message);
  await expect(shown.first()).toBeVisible(SLOW);
  const again = await shown
    .nth(1)
    .waitFor({ state: "attached", timeout: 1_000 })
    .then(
      () => true,
      () => false,
    );
  expect.soft(again, `the toast "${message}" is shown once, not stacked again`).toBe(false);
}

export async function cookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((entry) => entry.name === name);
}

const TEMPLATE = { login: "login_code", reset: "password_reset_code" } as const;
const ENGLISH_TEXT = { login: /^(\d{6}) is your Nikat login code/, reset: /^(\d{6}) is your Nikat password reset code/ } as const;

/**
 * The newest code sent to `phone`, read from demo mode's /dev/outbox in a second tab of the same context.
 * The outbox shows each message as its reader gets it, so an English reader's text is checked word for word;
 * for Hindi and Bengali readers the code leads the message and the brand is named.
 */
export async function codeFromOutbox(context: BrowserContext, phone: string, kind: keyof typeof TEMPLATE, lang: Lang): Promise<string> {
  const outbox = await context.newPage();
  try {
    let code = "";
    await expect(async () => {
      await outbox.goto(`/dev/outbox?to=${phone}`);
      const message = outbox.getByTestId("outbox-message").filter({ hasText: TEMPLATE[kind] }).first();
      await expect(message.getByTestId("outbox-to")).toHaveText(phone, { timeout: 2_000 });
      const body = ((await message.getByTestId("outbox-text").textContent()) ?? "").trim();
      if (lang === "en") expect(body).toMatch(ENGLISH_TEXT[kind]);
      else expect(body).toMatch(/^\d{6}\D.*Nikat/);
      code = body.slice(0, 6);
    }).toPass(SLOW);
    return code;
  } finally {
    await outbox.close();
  }
}

/**
 * Types the phone into a code form and asks for the code; returns once the form says it was sent, with that moment
 * (Date.now()): the server made the code before it, so a wait for the resend cooldown can start from there.
 */
/**
 * Each test asks for codes from an address of its own: the e2e server trusts 127.0.0.1 as its proxy
 * (TRUST_PROXY in playwright.config.ts), so the suite does not spend one address's hourly code budget.
 */
export async function giveOwnClientAddress(page: Page): Promise<void> {
  const part = () => 1 + Math.floor(Math.random() * 254);
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `10.${part()}.${part()}.${part()}` });
}

export async function requestCode(form: Locator, lang: Lang, phone: string): Promise<number> {
  await giveOwnClientAddress(form.page());
  await waitForHydration(button(form, text(lang, "auth.getOtp")));
  await field(form, text(lang, "auth.phone")).fill(phone);
  const sent = form.getByRole("status").filter({ hasText: text(lang, "auth.codeSent", { phone }) });
  const waitText = new RegExp(`${textPattern(lang, "errors.resendTooSoon_one").source}|${textPattern(lang, "errors.resendTooSoon_other").source}`);
  const tooSoon = form.getByText(waitText);
  // A number shared by tests (the demo patient) may have been sent a code by another test moments ago: wait out
  // the rest of its cooldown as a person would, then ask again. The cooldown also keeps that test's code valid.
  for (let attempt = 1; ; attempt++) {
    await button(form, text(lang, "auth.getOtp")).click();
    await expect(sent.or(tooSoon)).toBeVisible(SLOW);
    // The form moved on to the code (its Get OTP button is gone): the code was sent, whatever else the page said then.
    if ((await sent.count()) > 0 || (await button(form, text(lang, "auth.getOtp")).count()) === 0 || attempt === 3) break;
    const said = waitText.exec((await tooSoon.textContent()) ?? "");
    const seconds = Number(said?.[1] ?? said?.[2] ?? 30);
    await form.page().waitForTimeout((seconds + 1) * 1_000);
  }
  await expect(form.getByRole("status")).toHaveText(text(lang, "auth.codeSent", { phone }), SLOW);
  return Date.now();
}

/**
 * Setup for tests about something else: an OTP login on the page's code form (already open), ending on `landing`.
 * Returns when the code was known to be sent (see requestCode).
 */
export async function otpLogin(page: Page, lang: Lang, phone: string, landing: (url: URL) => boolean): Promise<number> {
  const form = otpForm(page, lang);
  await waitForHydration(button(form, text(lang, "auth.getOtp")));
  const codeSentBy = await requestCode(form, lang, phone);
  const code = await codeFromOutbox(page.context(), phone, "login", lang);
  await field(form, text(lang, "auth.code")).fill(code);
  await button(form, text(lang, "auth.verifyOtp")).click();
  await page.waitForURL(landing, SLOW);
  return codeSentBy;
}

export const DEMO_PATIENT_PHONE = "9830098300";

/**
 * The demo patient signed in, on `target`. Every spec shares one session of theirs for the whole run: a number may be
 * sent 5 codes an hour (core/auth/login-code.ts), and more specs than that sign the demo patient in. The session is
 * kept in a file per server port; one left by an earlier run (another server, another database) is found dead by the
 * probe and replaced through the code flow.
 */
export async function signInDemoPatient(page: Page, baseURL: string, target: string, lang: Lang = "en"): Promise<void> {
  const file = path.join(os.tmpdir(), `nikat-e2e-demo-session-${new URL(baseURL).port}`);
  const saved = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : "";
  if (saved) {
    await page.context().addCookies([{ name: SESSION_COOKIE, value: saved, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
    const probe = await page.request.get("/account/family", { maxRedirects: 0 });
    if (probe.status() === 200) {
      await page.goto(target);
      return;
    }
    await page.context().clearCookies({ name: SESSION_COOKIE });
  }
  const pathname = new URL(target, baseURL).pathname;
  await page.goto(`/login?redirectTo=${encodeURIComponent(pathname)}`);
  await otpLogin(page, lang, DEMO_PATIENT_PHONE, (url) => url.pathname === pathname);
  const session = (await page.context().cookies()).find((entry) => entry.name === SESSION_COOKIE)?.value;
  if (session) fs.writeFileSync(file, session);
  if (new URL(target, baseURL).hash || new URL(target, baseURL).search) await page.goto(target);
}

/** The demo patient's first invoice (signed in as them): the demo data pays a few orders, numbered from 1. */
export async function openDemoInvoice(page: Page): Promise<void> {
  for (let number = 1; number <= 10; number += 1) {
    await page.goto(`/invoice/${number}`);
    if (await page.getByTestId("invoice-total").count()) return;
  }
  throw new Error("the demo patient has no invoice among numbers 1 to 10");
}

/** Spec 001 §2.1 after login: the greeting, 'New Request' (on) and 'Logout'; the menu offers Logout, not Login. */
export async function expectLoggedIn(page: Page, lang: Lang): Promise<void> {
  const booking = page.locator("#booking");
  await expect(booking.getByText(textPattern(lang, "auth.hello"))).toBeVisible(SLOW);
  await expect(button(booking, text(lang, "auth.newRequest"))).toHaveAttribute("aria-pressed", "true");
  await expect(booking.getByRole("link", { name: text(lang, "auth.logout"), exact: true })).toHaveAttribute("href", "/logout");
  await expect(button(booking, text(lang, "auth.getOtp"))).toHaveCount(0);
  const header = page.getByRole("banner");
  await expect(header.locator('a[href="/logout"]').first(), "the header menu offers Logout").toBeAttached();
  await expect(header.locator('a[href="/login"]'), "the header menu no longer offers Login").toHaveCount(0);
}

/** Spec 001 §2.1 before login: the code form, no greeting; the menu offers Login again. */
export async function expectLoggedOut(page: Page, lang: Lang): Promise<void> {
  const booking = page.locator("#booking");
  await expect(button(otpForm(booking, lang), text(lang, "auth.getOtp"))).toBeVisible(SLOW);
  await expect(booking.getByText(textPattern(lang, "auth.hello"))).toHaveCount(0);
  await expect(booking.locator('a[href="/logout"]')).toHaveCount(0);
  const header = page.getByRole("banner");
  await expect(header.locator('a[href="/login"]').first(), "the header menu offers Login").toBeAttached();
  await expect(header.locator('a[href="/logout"]'), "the header menu no longer offers Logout").toHaveCount(0);
}

/** Spec 000 §2 logout: the full-page loader, then home after 3 seconds (never sooner). */
export async function logOutVia(page: Page, lang: Lang, start: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await start();
  await expect(page.getByRole("status").filter({ hasText: text(lang, "logout.message") })).toBeVisible(SLOW);
  await page.waitForURL((url) => url.pathname === "/", SLOW);
  expect(Date.now() - started, "the loader stays for 3 seconds").toBeGreaterThanOrEqual(2_900);
  await expectHomeLoadedOnce(page);
}

/** Home arrives once after logout: the browser's Refresh and the page's own timer never both take the reader there. */
export async function expectHomeLoadedOnce(page: Page): Promise<void> {
  type Marked = { nikatHome?: boolean };
  await page.evaluate(() => ((window as Marked).nikatHome = true)).catch(() => undefined);
  await page.waitForTimeout(2_000);
  const kept = await page.evaluate(() => (window as Marked).nikatHome === true).catch(() => false);
  expect(kept, "home is not loaded a second time after the logout redirect").toBe(true);
  await page.waitForLoadState("load");
}

/** Tracks posts to an address (with or without React Router's .data suffix), to prove a client-side check sent nothing. */
export function countPosts(page: Page, pathname: string): () => number {
  let posts = 0;
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && (path === pathname || path === `${pathname}.data`)) posts += 1;
  });
  return () => posts;
}

/** The same signed-in patient (the page's session) in a phone-sized browser with scripts off: the plain-post paths. */
export async function scriptlessCopy(browser: Browser, page: Page, baseURL: string, lang: Lang): Promise<BrowserContext> {
  const session = await cookie(page.context(), SESSION_COOKIE);
  expect(session, "signed in before the copy").toBeDefined();
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  await context.addCookies([
    { name: SESSION_COOKIE, value: session!.value, url: baseURL, httpOnly: true, sameSite: "Lax" },
    { name: "lang", value: lang, url: baseURL },
    { name: "location_asked", value: "1", url: baseURL },
  ]);
  return context;
}
