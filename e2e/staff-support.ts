import type { Browser, Page } from "@playwright/test";
import { button, field, giveOwnClientAddress, passwordForm, SLOW, text } from "./accounts-support";
import type { Lang } from "./support";

/** The demo staff (db/seed/demo-staff.ts, README). */
export const DEMO_STAFF = {
  admin: { phone: "9000000001", password: "demo-admin-2026" },
  lab: { phone: "9000000002", password: "demo-lab-2026" },
  rahul: { phone: "9000000003", password: "demo-agent-2026" },
  sumit: { phone: "9000000004", password: "demo-agent-2026" },
} as const;

/** A phone of someone's own (a browser context with its cookies and its own client address), the location asked. */
export async function newPhone(browser: Browser, baseURL: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  await context.addCookies([
    { name: "location_asked", value: "1", url: baseURL },
    { name: "lang", value: lang, url: baseURL },
  ]);
  const page = await context.newPage();
  await giveOwnClientAddress(page);
  return page;
}

/** Staff log in with phone and password at /login; with nowhere else to go they land in their console. */
export async function staffLogin(page: Page, who: { phone: string; password: string }): Promise<void> {
  await page.goto("/login");
  const form = passwordForm(page);
  await field(form, text("en", "auth.phone")).fill(who.phone);
  await field(form, text("en", "auth.password")).fill(who.password);
  await button(form, text("en", "auth.loginButton")).click();
  await page.waitForURL((url) => url.pathname.startsWith("/staff"), SLOW);
}
