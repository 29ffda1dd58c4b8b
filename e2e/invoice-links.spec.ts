import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { freshPhone, giveOwnClientAddress, otpForm, otpLogin, SLOW, text, textPattern, waitForHydration } from "./accounts-support";
import { LANGS, setLanguageCookie, type Lang } from "./support";

/**
 * Issue #34, decision 0030: the invoice link in the payment's WhatsApp message works without login until its owner
 * stops it or it expires; then it answers 410 with a translated page that says how to get the invoice (log in). The
 * owner stops it and makes a new one on the order page. At 360 px, in en, hi and bn.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "location_asked", value: "1", url: baseURL ?? "http://127.0.0.1:3310" }]);
});

const tr = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "tracking");
const inv = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "invoice");
const PAY_SLOW = { timeout: 25_000 } as const;
/** "A shared link works until 26/12/2026." in the reader's language. */
const activeUntil = (lang: Lang) =>
  new RegExp(`^${tr(lang, "invoiceLink.active", { date: "DATE" }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("DATE", "\\d{2}/\\d{2}/\\d{4}")}$`);

/** Serious and critical axe findings (WCAG 2.1 AA and best practices), as "rule: target" lines. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

/** Someone the link was forwarded to: another phone, not logged in, in the same language. */
async function visitor(browser: Browser, baseURL: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await setLanguageCookie(context, baseURL, lang);
  const page = await context.newPage();
  await giveOwnClientAddress(page);
  return page;
}

async function payInSandbox(page: Page, lang: Lang) {
  const pay = page.getByTestId("pay-now");
  await waitForHydration(pay);
  const popupOpened = page.waitForEvent("popup");
  await pay.click();
  const popup = await popupOpened;
  await expect(popup.getByTestId("test-mode")).toBeVisible(SLOW);
  const closed = popup.waitForEvent("close", PAY_SLOW);
  await popup.getByRole("button", { name: text(lang, "success", {}, "sandbox"), exact: true }).click();
  await closed;
}

/** The shared link the payment's WhatsApp message carried, read from demo mode's outbox. */
async function linkFromWhatsApp(page: Page, phone: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const outbox = await (await page.request.get(`/dev/outbox?to=${phone}`)).text();
    link = /\/invoice\/\d+\?token=[\w-]{43}/.exec(outbox)?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass(SLOW);
  return link;
}

for (const lang of LANGS) {
  test(`in ${lang}: the WhatsApp invoice link opens, the owner stops it (410), makes a new one, and an expired one says so (410)`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? "";
    await setLanguageCookie(page.context(), base, lang);
    const phone = freshPhone();
    await page.goto("/#booking");
    await expect(otpForm(page, lang)).toBeVisible();
    await otpLogin(page, lang, phone, (url) => url.pathname === "/");
    await expect(page.locator("#booking").getByText(textPattern(lang, "auth.hello"))).toBeVisible(SLOW);
    const created = await page.request.post("/dev/demo-order", { maxRedirects: 0, form: {} });
    const orderPath = created.headers().location ?? "";
    expect(orderPath).toMatch(/^\/trace\/test\/\d+$/);
    await page.goto(orderPath);

    // Paid in the sandbox: the confirmation on WhatsApp carries the shared link.
    await payInSandbox(page, lang);
    const section = page.getByTestId("invoice-link");
    await expect(section).toBeVisible(PAY_SLOW);
    await expect(section.getByTestId("invoice-link-state")).toHaveText(activeUntil(lang));
    const shared = await linkFromWhatsApp(page, phone);

    const other = await visitor(browser, base, lang);
    await other.goto(shared);
    await expect(other.getByTestId("invoice-total")).toHaveText("₹950");

    // The owner stops it: the same link now answers 410 with the way to the invoice.
    await section.getByTestId("invoice-link-stop").click();
    await expect(page.getByTestId("invoice-link-stopped")).toHaveText(tr(lang, "invoiceLink.stopped"));
    await expect(page.getByTestId("invoice-link-state")).toHaveText(tr(lang, "invoiceLink.none"));
    const stopped = await other.goto(shared);
    expect(stopped?.status()).toBe(410);
    const number = /\/invoice\/(\d+)/.exec(shared)?.[1] ?? "";
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(inv(lang, "revoked.title"));
    await expect(other.getByText(inv(lang, "revoked.text", { number }))).toBeVisible();
    const login = other.getByTestId("invoice-login");
    await expect(login).toHaveText(inv(lang, "revoked.login"));
    await expect(login).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(`/invoice/${number}`)}`);
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await other.screenshot({ path: test.info().outputPath(`stopped-${lang}.png`), fullPage: true });
    expect(await axeProblems(other), "the stopped link's page has no serious accessibility problems").toEqual([]);

    // A new link, shown once, opens the invoice for the visitor.
    await page.getByTestId("invoice-link-new").click();
    const made = page.getByTestId("invoice-link-made");
    await expect(made).toHaveText(/\/invoice\/\d+\?token=[\w-]{43}$/);
    await expect(page.getByTestId("invoice-link-state")).toHaveText(activeUntil(lang));
    const fresh = ((await made.textContent()) ?? "").trim();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await section.screenshot({ path: test.info().outputPath(`owner-${lang}.png`) });
    expect(await axeProblems(page), "the order page with its link section has no serious accessibility problems").toEqual([]);
    await other.goto(fresh);
    await expect(other.getByTestId("invoice-total")).toHaveText("₹950");

    // Past its days (demo mode's tool moves the expiry to now): 410, "expired", the way to log in.
    const orderId = orderPath.split("/").pop() ?? "";
    expect((await page.request.post("/dev/expire-invoice-link", { maxRedirects: 0, form: { orderId } })).status()).toBe(302);
    const expired = await other.goto(fresh);
    expect(expired?.status()).toBe(410);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(inv(lang, "expired.title"));
    await expect(other.getByText(inv(lang, "expired.text", { number }))).toBeVisible();
    await expect(other.getByTestId("invoice-login")).toHaveText(inv(lang, "expired.login"));
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await other.screenshot({ path: test.info().outputPath(`expired-${lang}.png`), fullPage: true });

    // The owner still opens the invoice from the order page, logged in, with nothing in the address.
    await page.goto(orderPath);
    await page.getByTestId("download-invoice").click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${number}$`));
    await expect(page.getByTestId("invoice-total")).toHaveText("₹950");
    await other.context().close();
  });
}
