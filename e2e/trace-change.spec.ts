import { expect, test, type Page } from "@playwright/test";
import { freshPhone, otpForm, otpLogin, SLOW, text, textPattern } from "./accounts-support";
import { LANGS, setLanguageCookie, type Lang } from "./support";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "location_asked", value: "1", url: baseURL ?? "" }]);
});

const t = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "tracking");

async function logIn(page: Page, lang: Lang) {
  await page.goto("/#booking");
  await expect(otpForm(page, lang)).toBeVisible();
  await otpLogin(page, lang, freshPhone(), (url) => url.pathname === "/");
  await expect(page.locator("#booking").getByText(textPattern(lang, "auth.hello"))).toBeVisible(SLOW);
}

/** A fresh priced order of the logged-in patient (demo mode's /dev/demo-order), its tracking page open. */
async function newOrder(page: Page): Promise<string> {
  const response = await page.request.post("/dev/demo-order", { maxRedirects: 0, form: {} });
  expect(response.status()).toBe(302);
  const location = response.headers().location ?? "";
  expect(location).toMatch(/^\/trace\/test\/\d+$/);
  await page.goto(location);
  return location;
}

for (const lang of LANGS) {
  test(`the patient moves the visit, then cancels the order (${lang})`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    await setLanguageCookie(context, baseURL ?? "", lang);
    await logIn(page, lang);
    await newOrder(page);
    const change = page.getByTestId("order-change");
    await expect(change.getByRole("heading", { level: 2 })).toHaveText(t(lang, "change.title"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (lang === "en") await change.screenshot({ path: testInfo.outputPath(`trace-change-${lang}-360.png`) });

    await change.getByLabel(t(lang, "change.slot")).selectOption("tomorrow-2");
    await change.getByTestId("reschedule").click();
    await expect(page.getByRole("status").filter({ hasText: t(lang, "change.done.rescheduled") })).toBeVisible(SLOW);
    await expect(page.getByTestId("order-change")).toContainText(lang === "en" ? "2nd Half" : lang === "hi" ? "दोपहर बाद (दूसरा हिस्सा)" : "দ্বিতীয় ভাগ");

    // An empty reason is refused with the message, and nothing is cancelled.
    await page.getByTestId("cancel-open").click();
    await page.getByTestId("cancel-reason").evaluate((node) => node.removeAttribute("required"));
    await page.getByTestId("cancel-order").click();
    await expect(page.getByRole("status").filter({ hasText: text(lang, "errors.reasonNeeded") })).toBeVisible(SLOW);

    await page.getByTestId("cancel-open").click();
    await page.getByTestId("cancel-reason").fill("Travelling this week");
    await page.getByTestId("cancel-order").click();
    await expect(page.getByRole("status").filter({ hasText: t(lang, "change.done.cancelled") })).toBeVisible(SLOW);
    await expect(page.getByTestId("order-status")).toContainText(t(lang, "statuses.cancelled"));
    await expect(page.getByTestId("cancellation")).toContainText("Travelling this week");
    await expect(page.getByTestId("order-change")).toHaveCount(0);
    if (lang === "en") await page.getByTestId("cancellation").screenshot({ path: testInfo.outputPath("trace-cancelled-360.png") });
  });
}
