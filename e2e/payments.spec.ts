import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { button, expectOneToast, freshPhone, otpForm, otpLogin, SLOW, text, textPattern, waitForHydration } from "./accounts-support";
import { LANGS, setLanguageCookie, type Lang } from "./support";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "location_asked", value: "1", url: baseURL ?? "http://127.0.0.1:3310" }]);
});

const t = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "tracking");
// The sandbox window closes once the server has applied the choice: 10-25 s on a loaded CI machine.
const PAY_SLOW = { timeout: 40_000 } as const;

/** Serious and critical axe findings (WCAG 2.1 AA and best practices), as "rule: target" lines. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

async function logIn(page: Page, lang: Lang): Promise<{ phone: string; codeSentAt: number }> {
  const phone = freshPhone();
  await page.goto("/#booking");
  await expect(otpForm(page, lang)).toBeVisible();
  const codeSentAt = await otpLogin(page, lang, phone, (url) => url.pathname === "/");
  await expect(page.locator("#booking").getByText(textPattern(lang, "auth.hello"))).toBeVisible(SLOW);
  return { phone, codeSentAt };
}

/** The operations console comes later: demo mode's /dev/demo-order prices an order for the logged-in patient (₹950). */
async function newOrder(page: Page): Promise<string> {
  const response = await page.request.post("/dev/demo-order", { maxRedirects: 0, form: {} });
  expect(response.status()).toBe(302);
  const location = response.headers().location ?? "";
  expect(location).toMatch(/^\/trace\/test\/\d+$/);
  await page.goto(location);
  return location;
}

async function payInSandbox(page: Page, lang: Lang, choice: "success" | "failure") {
  const pay = page.getByTestId("pay-now");
  await expect(pay).toHaveText(t(lang, "actions.pay"));
  await waitForHydration(pay);
  const popupOpened = page.waitForEvent("popup");
  await pay.click();
  const popup = await popupOpened;
  await expect(pay).toHaveText(t(lang, "actions.processing"));
  await expect(popup.getByTestId("test-mode")).toHaveText(text(lang, "testMode", {}, "sandbox"), SLOW);
  await expect(popup.getByTestId("sandbox-amount")).toHaveText("₹950");
  const closed = popup.waitForEvent("close", PAY_SLOW);
  await popup.getByRole("button", { name: text(lang, choice, {}, "sandbox"), exact: true }).click();
  await closed;
}

for (const lang of LANGS) {
  test.describe(`payment in ${lang}`, () => {
    // Login, an order, an axe check and the sandbox window: 20-60 s when CI's machine is loaded.
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ context, baseURL }) => setLanguageCookie(context, baseURL ?? "", lang));

    test("pays an order in the sandbox window: Payment Confirmed, tracker moves on, invoice downloads", async ({ page }) => {
      await logIn(page, lang);
      const orderPath = await newOrder(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "heading", { id: orderPath.split("/").pop() ?? "" }));
      await expect(page.getByTestId("order-tracker").locator("[data-step=orderConfirmed]")).toHaveAttribute("data-state", "current");
      await expect(page.getByTestId("order-amount")).toHaveText("₹950");
      await expect(page.getByTestId("download-invoice")).toHaveCount(0);

      await payInSandbox(page, lang, "success");
      await expectOneToast(page, t(lang, "toasts.confirmed"));
      const tracker = page.getByTestId("order-tracker");
      await expect(tracker.locator("[data-step=paymentConfirmed]")).toHaveAttribute("data-state", "current", SLOW);
      await expect(tracker.locator("[data-step=orderConfirmed]")).toHaveAttribute("data-state", "done");
      await expect(tracker.getByText(t(lang, "tracker.srStep", { number: 2, step: t(lang, "tracker.steps.paymentConfirmed"), state: t(lang, "tracker.states.current") }))).toBeAttached();
      await expect(page.getByTestId("order-status")).toContainText(t(lang, "statuses.paid"));
      await expect(page.getByTestId("pay-now")).toHaveCount(0);

      const invoiceLink = page.getByTestId("download-invoice");
      await expect(invoiceLink).toBeVisible();
      await invoiceLink.click();
      // The owner opens it logged in, with nothing in the address (decision 0030).
      await expect(page).toHaveURL(/\/invoice\/\d+$/);
      await expect(page.getByTestId("invoice-total")).toHaveText("₹950");
      expect(await axeProblems(page), "the invoice page has no serious accessibility problems").toEqual([]);
      // Printed once by a job after the payment: a download before it is stored is told to come back (503, Retry-After).
      const pdfHref = (await page.getByTestId("invoice-pdf").getAttribute("href")) ?? "";
      await expect.poll(async () => (await page.request.get(pdfHref)).status(), { timeout: 60_000, intervals: [5_000] }).toBe(200);
      const pdf = await page.request.get(pdfHref);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["cache-control"]).toBe("private, no-cache");
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename="invoice-\d+\.pdf"$/);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      // A guessed token is the not-found page.
      const guessed = await page.request.get(`${page.url()}?token=${"A".repeat(43)}`);
      expect(guessed.status()).toBe(404);
    });

    test("a failed payment says 'Payment Failed!' and Pay Now stays", async ({ page }) => {
      await logIn(page, lang);
      await newOrder(page);
      expect(await axeProblems(page), "the order page has no serious accessibility problems").toEqual([]);
      await payInSandbox(page, lang, "failure");
      await expectOneToast(page, t(lang, "toasts.failed"));
      await expect(page.getByTestId("pay-now")).toHaveText(t(lang, "actions.pay"), SLOW);
      await expect(page.getByTestId("order-tracker").locator("[data-step=paymentConfirmed]")).toHaveAttribute("data-state", "todo");
      await expect(page.getByTestId("payment-status")).toHaveText(t(lang, "details.paymentStatuses.Pending"));
    });
  });
}

test("another patient is sent to /404, the same as for an order that does not exist", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const owner = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const other = await browser.newContext({ viewport: { width: 360, height: 780 } });
  for (const context of [owner, other]) await context.addCookies([{ name: "location_asked", value: "1", url: baseURL ?? "" }, { name: "lang", value: "en", url: baseURL ?? "" }]);
  const ownerPage = await owner.newPage();
  await logIn(ownerPage, "en");
  const orderPath = await newOrder(ownerPage);
  const otherPage = await other.newPage();
  await logIn(otherPage, "en");
  await otherPage.goto(orderPath);
  await expect(otherPage).toHaveURL(/\/404$/);
  await otherPage.goto("/trace/test/999999999");
  await expect(otherPage).toHaveURL(/\/404$/);
  // Another type or a malformed id is the not-found page itself.
  for (const path of ["/trace/lab/1", "/trace/test/abc"]) {
    const response = await otherPage.goto(path);
    expect(response?.status()).toBe(404);
    await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText(text("en", "notFound.heading"));
  }
  // Paying and polling someone else's order: refused, nothing made.
  const pay = await otherPage.request.post(`${orderPath}/pay`, { headers: { Accept: "application/json" }, form: {} });
  expect(pay.status()).toBe(404);
  expect(await pay.json()).toEqual({ error: "order_not_found" });
  await owner.close();
  await other.close();
});

test("a logged-out visitor logs in on the home page and comes back to the order", async ({ page }) => {
  test.setTimeout(90_000);
  const { phone, codeSentAt } = await logIn(page, "en");
  const orderPath = await newOrder(page);
  await page.context().clearCookies({ name: "nikat_session" });
  await page.goto(orderPath);
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.searchParams.get("redirectTo") === orderPath && url.hash === "#booking");
  const form = otpForm(page, "en");
  await expect(button(form, text("en", "auth.getOtp"))).toBeVisible();
  // The same patient again (after the 30-second resend cooldown): the order is theirs.
  await page.waitForTimeout(Math.max(0, codeSentAt + 31_000 - Date.now()));
  await otpLogin(page, "en", phone, (url) => url.pathname === orderPath);
  await expect(page.getByTestId("order-status")).toBeVisible();
});

test("without JavaScript, Pay Now goes to the gateway and the gateway brings the browser back to the order", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await logIn(page, "en");
  const orderPath = await newOrder(page);
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 }, storageState: await page.context().storageState() });
  await noScript.addCookies([{ name: "lang", value: "en", url: baseURL ?? "" }]);
  const plain = await noScript.newPage();
  await plain.goto(orderPath);
  await plain.getByTestId("pay-now").click();
  await expect(plain).toHaveURL(/\/sandbox\/pay\/NK\d+-[0-9a-f]{12}$/);
  await expect(plain.getByTestId("test-mode")).toBeVisible();
  await plain.getByRole("button", { name: text("en", "success", {}, "sandbox"), exact: true }).click();
  await expect(plain).toHaveURL((url) => url.pathname === orderPath && url.searchParams.has("attempt"));
  await expect(plain.getByRole("status").filter({ hasText: t("en", "toasts.confirmed") })).toBeVisible();
  await expect(plain.getByTestId("order-status")).toContainText(t("en", "statuses.paid"));
  // Paying again is refused with a clear answer, and nothing changes.
  const again = await plain.request.post(`${orderPath}/pay`, { maxRedirects: 0, form: {} });
  expect(again.headers().location).toBe(`${orderPath}?payError=already_paid`);
  await noScript.close();
});

test("reloaded while the payment window is open: 'Payment in progress', then the toast at once and the window closed", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await setLanguageCookie(context, baseURL ?? "", "en");
  await logIn(page, "en");
  const orderPath = await newOrder(page);
  const pay = page.getByTestId("pay-now");
  await waitForHydration(pay);
  const popupOpened = page.waitForEvent("popup");
  await pay.click();
  const popup = await popupOpened;
  await expect(popup.getByTestId("sandbox-amount")).toHaveText("₹950", SLOW);

  // The page loses its handle on the window: after the reload it still knows a payment is open, and says so.
  await page.reload();
  const inProgress = page.getByTestId("payment-in-progress");
  await expect(inProgress).toContainText(t("en", "payment.inProgress"));
  await expect(inProgress).toContainText(/Started at \d{1,2}:\d{2} (am|pm)\./);
  await expect(pay).toHaveText(t("en", "payment.openAgain"));
  await waitForHydration(pay);

  // Paid in the window: it closes, and the page tells at once (before its next 5-second look), as on the first load.
  const closed = popup.waitForEvent("close", PAY_SLOW);
  const paidAt = Date.now();
  await popup.getByRole("button", { name: text("en", "success", {}, "sandbox"), exact: true }).click();
  await closed;
  await expectOneToast(page, t("en", "toasts.confirmed"));
  expect(Date.now() - paidAt, "noticed through the window's word, not the 15-second refresh").toBeLessThan(12_000);
  await expect(page.getByTestId("order-tracker").locator("[data-step=paymentConfirmed]")).toHaveAttribute("data-state", "current", SLOW);
  await expect(inProgress).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
});
