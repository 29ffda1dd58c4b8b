import type { Browser, BrowserContext, Page } from "@playwright/test";
import { button, field, giveOwnClientAddress, passwordForm, SLOW, text } from "./accounts-support";
import type { Lang } from "./support";

/** The demo staff (seed/demo-staff.ts, README). */
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

/** The newest login codes the outbox shows for this phone (demo mode), newest first. */
async function codesFromOutbox(context: BrowserContext, phone: string, howMany: number): Promise<string[]> {
  const outbox = await context.newPage();
  try {
    await outbox.goto(`/dev/outbox?to=${phone}`);
    const bodies = await outbox.getByTestId("outbox-message").filter({ hasText: "login_code" }).getByTestId("outbox-text").allTextContents();
    return bodies
      .map((body) => /^\s*(\d{6})/.exec(body)?.[1])
      .filter((code): code is string => code !== undefined)
      .slice(0, howMany);
  } finally {
    await outbox.close();
  }
}

/**
 * Staff log in in two steps (issue #25): phone and password at /login, then the WhatsApp code at /login/verify, read
 * from the demo outbox; with nowhere else to go they land in their console. Tests running at once may log the same
 * demo account in: each browser's code is bound to its own password step, so the newest few codes are tried in turn.
 */
export async function staffLogin(page: Page, who: { phone: string; password: string }): Promise<void> {
  await page.goto("/login");
  const form = passwordForm(page);
  await field(form, text("en", "auth.phone")).fill(who.phone);
  await field(form, text("en", "auth.password")).fill(who.password);
  await button(form, text("en", "auth.loginButton")).click();
  await page.waitForURL((url) => url.pathname === "/login/verify", SLOW);
  for (const code of await codesFromOutbox(page.context(), who.phone, 4)) {
    await field(page, text("en", "verify.whatsappLabel", {}, "login")).fill(code);
    await button(page, text("en", "verify.submit", {}, "login")).click();
    const landed = await page.waitForURL((url) => url.pathname.startsWith("/staff"), { timeout: 4_000 }).then(
      () => true,
      () => false,
    );
    if (landed) return;
  }
  throw new Error(`no recent outbox code finished the staff login of ${who.phone}`);
}
