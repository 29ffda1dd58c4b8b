import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { bookingForm, button, field, freshPhone, otpLogin, scriptlessCopy, SLOW, text, toast, waitForHydration } from "./accounts-support";
import { LANGS, setLanguageCookie, type Lang } from "./support";

/**
 * Issue #27 at 360 px: a package added to the basket on a lab's test page, kept through the login, booked without a
 * prescription at the price shown, and paid at once in the sandbox; then the same booking without JavaScript.
 */
const LAB_TEST_PAGE = "/lab/bankura/arogya-pathology-centre-bankura/test/lipid-profile";
const home = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "home");
const tracking = (lang: Lang, key: string) => text(lang, key, {}, "tracking");

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "location_asked", value: "1", url: baseURL! }]);
});

/** Every required field; no prescription (the basket needs none). */
async function fillForm(form: Locator, lang: Lang, name: string): Promise<void> {
  await form.getByRole("radio", { name: home(lang, "booking.who.someoneElse") }).check();
  await field(form, home(lang, "booking.form.name")).fill(name);
  await field(form, home(lang, "booking.form.age")).fill("67");
  await field(form, home(lang, "booking.form.gender")).selectOption("Female");
  await field(form, home(lang, "booking.form.village")).fill("Behala");
  await field(form, home(lang, "booking.form.city")).fill("Kolkata");
  await field(form, home(lang, "booking.form.address")).fill("14 Diamond Harbour Road");
  await field(form, home(lang, "booking.form.slot")).selectOption("tomorrow-1");
  const consent = field(form, home(lang, "booking.consent.agree"));
  if (await consent.count()) await consent.check();
}

/** Pays the order shown in the sandbox's window and checks the amount it asks for. */
async function payInSandbox(page: Page, lang: Lang, amount: string) {
  const pay = page.getByTestId("pay-now");
  await expect(pay).toHaveText(tracking(lang, "actions.pay"));
  await waitForHydration(pay);
  const popupOpened = page.waitForEvent("popup");
  await pay.click();
  const popup = await popupOpened;
  await expect(popup.getByTestId("sandbox-amount")).toHaveText(amount, SLOW);
  const closed = popup.waitForEvent("close", { timeout: 25_000 });
  await popup.getByRole("button", { name: text(lang, "success", {}, "sandbox"), exact: true }).click();
  await closed;
  await expect(page.getByTestId("order-status")).toContainText(tracking(lang, "statuses.paid"), SLOW);
}

for (const lang of LANGS) {
  test(`a package from a test page's basket, through login, booked without a prescription and paid (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await setLanguageCookie(page.context(), baseURL!, lang);
    await page.goto(LAB_TEST_PAGE);
    const firstPackage = page.getByTestId("package-card").first();
    await button(firstPackage, home(lang, "bookTest.add")).click();
    await expect(page).toHaveURL(/#basket$/);
    const basket = page.locator("#basket");
    const total = (await basket.getByTestId("basket-total").textContent()) ?? "";
    expect(total).toMatch(/^₹[\d,]+$/);

    await basket.getByTestId("basket-book").click();
    await otpLogin(page, lang, freshPhone(), () => true);
    const form = bookingForm(page, lang);
    // The basket came through the login: it sits at the top of the form, at the same total.
    await expect(form.getByTestId("basket-total")).toHaveText(total, SLOW);
    await waitForHydration(button(form, home(lang, "booking.form.submit")));
    await fillForm(form, lang, `Basket ${lang}`);
    await button(form, home(lang, "booking.form.submit")).click();
    await expect(toast(page, home(lang, "booking.created")).first()).toBeVisible(SLOW);

    const card = page.getByTestId("request-card").first();
    await expect(card).toContainText(`Basket ${lang}`, SLOW);
    await page.goto((await card.getAttribute("href")) ?? "");
    await expect(page.getByTestId("order-amount")).toHaveText(total);
    await payInSandbox(page, lang, total);
  });
}

test("without JavaScript: Book this test, the booking form with the basket and no prescription, then Pay Now", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await setLanguageCookie(page.context(), baseURL!, "en");
  await page.goto("/#booking");
  await otpLogin(page, "en", freshPhone(), () => true);
  await expect(button(page.locator("#booking"), text("en", "auth.newRequest"))).toBeVisible(SLOW);
  const context = await scriptlessCopy(browser, page, baseURL!, "en");
  try {
    const plain = await context.newPage();
    await plain.goto(LAB_TEST_PAGE);
    const offer = plain.getByTestId("test-offer").first();
    const price = (await offer.getByTestId("offer-price").textContent()) ?? "";
    await button(offer, home("en", "bookTest.book")).click();
    await expect(plain).toHaveURL(/#booking$/);
    const form = bookingForm(plain, "en");
    await expect(form.getByTestId("basket-total")).toHaveText(price);
    await fillForm(form, "en", "Plain Basket");
    await button(form, home("en", "booking.form.submit")).click();
    await expect(plain.getByTestId("booking-created")).toBeVisible(SLOW);
    // Booked, the basket is gone from the page.
    await expect(plain.locator("#basket")).toHaveCount(0);

    await plain.goto((await plain.getByTestId("request-card").first().getAttribute("href")) ?? "");
    await expect(plain.getByTestId("order-amount")).toHaveText(price);
    await plain.getByTestId("pay-now").click();
    await expect(plain.getByTestId("sandbox-amount")).toHaveText(price);
    await plain.getByRole("button", { name: text("en", "success", {}, "sandbox"), exact: true }).click();
    await expect(plain.getByTestId("order-status")).toContainText(tracking("en", "statuses.paid"), SLOW);
  } finally {
    await context.close();
  }
});

test("a lab's test page with a basket, its packages and the other-lab question has no serious accessibility problems (bn)", async ({ page, baseURL }) => {
  // Three page loads and a whole-page axe run: over 30 s once on a loaded CI machine.
  test.setTimeout(60_000);
  await setLanguageCookie(page.context(), baseURL!, "bn");
  await page.goto(LAB_TEST_PAGE);
  await button(page.getByTestId("test-offer").first(), home("bn", "bookTest.add")).click();
  await page.goto("/test/cbc");
  const otherLab = page.getByTestId("test-offer").filter({ hasNotText: "Arogya Pathology Centre, Bankura" }).first();
  await button(otherLab, home("bn", "bookTest.add")).click();
  await expect(page).toHaveURL(/basketConflict=cbc/);
  await expect(page.locator("#basket").getByRole("alert")).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`))).toEqual([]);
});

test("on a town's test page, each package's choice of lab names every lab with its price there", async ({ page }) => {
  await page.goto("/lab/Raiganj/test/lipid-profile");
  const options = await page.getByTestId("package-card").first().locator("select option").allTextContents();
  expect(options.length, "the package is offered at more than one lab").toBeGreaterThan(1);
  // "₹950 · Arogya Pathology Centre, Raiganj": the price, then the lab's name (the names travel once for the block).
  for (const option of options) expect(option).toMatch(/^₹[\d,]+ · \S.*, \S+$/);
});
