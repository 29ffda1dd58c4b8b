import { expect, test } from "@playwright/test";
import { freshPhone, otpForm, otpLogin, SLOW, text, textPattern } from "./accounts-support";
import { LANGS, setLanguageCookie, type Lang } from "./support";

/**
 * Issue #34, the right to correct, at 360 px in each language with a fresh patient: the name on an order is corrected
 * on the order's page (a plain form post), the page says so, and the earlier name stays listed with its date: the
 * correction is recorded, not overwritten silently.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "location_asked", value: "1", url: baseURL ?? "http://127.0.0.1:3310" }]);
});

const tr = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "tracking");

for (const lang of LANGS) {
  test(`in ${lang}: the name on an order is corrected on its page, and the earlier name stays listed`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await setLanguageCookie(page.context(), baseURL ?? "", lang);
    const phone = freshPhone();
    await page.goto("/#booking");
    await expect(otpForm(page, lang)).toBeVisible();
    await otpLogin(page, lang, phone, (url) => url.pathname === "/");
    await expect(page.locator("#booking").getByText(textPattern(lang, "auth.hello"))).toBeVisible(SLOW);
    const created = await page.request.post("/dev/demo-order", { maxRedirects: 0, form: {} });
    const orderPath = created.headers().location ?? "";
    expect(orderPath).toMatch(/^\/trace\/test\/\d+$/);
    await page.goto(orderPath);

    // An empty name is refused with its own message, and nothing changes.
    await page.getByText(tr(lang, "details.location.correctName"), { exact: true }).click();
    const name = page.getByLabel(tr(lang, "details.location.newName"), { exact: true });
    const earlier = await name.inputValue();
    expect(earlier).not.toBe("");
    await name.fill(" ");
    // The browser's own check would stop an empty field; a space passes it and reaches the server.
    await page.getByRole("button", { name: tr(lang, "details.location.saveName"), exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: text(lang, "errors.nameNeeded") })).toBeVisible(SLOW);

    await page.getByText(tr(lang, "details.location.correctName"), { exact: true }).click();
    await name.fill("Anita Sengupta");
    await page.getByRole("button", { name: tr(lang, "details.location.saveName"), exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: tr(lang, "change.done.nameCorrected") })).toBeVisible(SLOW);
    await expect(page.getByRole("region", { name: tr(lang, "details.location.title") })).toContainText("Anita Sengupta");
    // "Name corrected on 27/11/2026, 2:05 am. Earlier name: Demo Patient" in the reader's language.
    const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const listed = new RegExp(`^${escape(tr(lang, "details.location.nameCorrected", { from: earlier })).replace(escape("{{at}}"), "\\d{2}/\\d{2}/\\d{4}, .+")}$`);
    await expect(page.getByTestId("name-corrections").getByRole("listitem")).toHaveText([listed]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath(`corrected-${lang}.png`), fullPage: true });
  });
}
