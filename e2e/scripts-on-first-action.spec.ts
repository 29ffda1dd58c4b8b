import { expect, test, type Page } from "@playwright/test";
import { isHydrated, openDemoInvoice, SLOW, signInDemoPatient, text, toast } from "./accounts-support";
import { setLanguageCookie } from "./support";

/**
 * Decision 0039: a page's scripts start with the visitor's first action, not with its load. A visitor who only reads
 * fetches no module; a touch, a key, a scroll or a pointer moving starts them and React takes the page over; a tap on
 * a button only scripts can answer is answered once they are in; a page with a message nobody asked for starts them
 * by itself.
 */
/** The page's modules and the texts only they read (app/i18n/page-catalogs.ts) the browser has fetched so far. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => /\/assets\/.*\.js$|\/i18n\/.*\.json$/.test(entry.name)).length);
const hydrated = (page: Page) => isHydrated(page.locator("header a").first());
/** Long enough for scripts started by the load to have been fetched and run on this machine (they take under 1 s). */
const READING_MS = 2_500;

// The service worker answers from its cache, out of sight of the page's resource timing.
test.use({ serviceWorkers: "block" });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "location_asked", value: "1", url: baseURL! }]);
  await setLanguageCookie(context, baseURL!, "hi");
});

const ACTIONS: [string, (page: Page) => Promise<void>][] = [
  ["a touch", (page) => page.locator("h1").tap()],
  ["a key", (page) => page.keyboard.press("Shift")],
  ["a scroll", (page) => page.mouse.wheel(0, 200)],
  ["a pointer moving", (page) => page.mouse.move(100, 300)],
];

for (const [name, act] of ACTIONS) {
  test(`a reader fetches no script; ${name} starts them and React takes the page over`, async ({ page }) => {
    await page.goto("/about-us");
    await page.waitForTimeout(READING_MS);
    expect(await scriptsFetched(page), "modules or texts fetched while the visitor only read").toBe(0);
    expect(await hydrated(page)).toBe(false);
    await act(page);
    await expect.poll(() => hydrated(page), { ...SLOW, message: "React has hydrated the page" }).toBe(true);
    expect(await scriptsFetched(page)).toBeGreaterThan(0);
  });
}

test("the tap that starts the scripts on a button only they can answer is answered once, when they are in", async ({ page, baseURL }) => {
  await signInDemoPatient(page, baseURL!, "/", "hi");
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = String(Number(document.documentElement.dataset.printed ?? 0) + 1);
    };
  });
  await openDemoInvoice(page);
  const print = page.getByRole("button", { name: text("hi", "print", {}, "invoice"), exact: true });
  await page.waitForTimeout(READING_MS);
  expect(await isHydrated(print)).toBe(false);
  await print.tap();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.printed), { ...SLOW, message: "the print dialog was asked for" }).toBe("1");
  // Made once: neither the browser nor React answers the same tap a second time.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => document.documentElement.dataset.printed)).toBe("1");
});

test("the server's one-time message shows without any action: that page starts its scripts by itself", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "flash", value: "loggedIn", url: baseURL! }]);
  await page.goto("/about-us");
  await expect(toast(page, text("hi", "flash.loggedIn"))).toBeVisible(SLOW);
});
