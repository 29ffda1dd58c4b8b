import { expect, test, type Locator, type Page } from "@playwright/test";
import { bookingForm, button, field, freshPhone, scriptlessCopy, SLOW, text, waitForHydration, signInDemoPatient } from "./accounts-support";
import { LANGS, settledReader, type Lang } from "./support";

/**
 * Issue #27's whole journey at 360 px, for the demo patient (9830098300) in en, hi and bn: add a family member with
 * their own WhatsApp number (asked once, shown as waiting for their reply), book a health package for them from a lab's
 * test page without a prescription, pay in the sandbox, and find the order in My Lab Tests under their name; then the
 * same without JavaScript. The demo patient's session is the one the whole run shares
 * (signInDemoPatient: their code budget is shared with other specs).
 */
const LAB_TEST_PAGE = "/lab/bankura/arogya-pathology-centre-bankura/test/lipid-profile";
const family = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "family");
const home = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "home");
const tracking = (lang: Lang, key: string) => text(lang, key, {}, "tracking");
const escaped = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** The demo patient on their family page, signed in through the session the whole run shares (accounts-support). */
async function signedIn(page: Page, baseURL: string, lang: Lang): Promise<void> {
  await settledReader(page.context(), baseURL, lang);
  await signInDemoPatient(page, baseURL, "/account/family", lang);
}

function memberForm(page: Page): Locator {
  return page.locator("#member-form form");
}

/** Adds a father with his own WhatsApp number on /account/family (the page is open); works with or without scripts. */
async function addMember(page: Page, lang: Lang, name: string, whatsapp: string): Promise<void> {
  const form = memberForm(page);
  await form.locator('[name="name"]').fill(name);
  await form.locator('[name="relation"]').selectOption("Father");
  await form.locator('[name="age"]').fill("70");
  await form.getByLabel(family(lang, "form.genders.Male"), { exact: true }).check();
  await form.locator('[name="whatsapp"]').fill(whatsapp);
  await button(form, family(lang, "form.add")).click();
  await expect(page.getByRole("status")).toHaveText(family(lang, "done.added", { name }), SLOW);
  // Asked once on WhatsApp, and nothing more until they reply YES.
  const state = page.getByTestId("family-member").filter({ hasText: name }).getByTestId("member-whatsapp-state");
  await expect(state).toHaveAttribute("data-state", "asked");
  await expect(state).toContainText(family(lang, "list.whatsappState.asked").split("{{date}}")[0]!.trim());
}

/** The consent request in the demo outbox: one, to the member's number. */
async function expectAskedOnce(page: Page, whatsapp: string): Promise<void> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`/dev/outbox?to=${whatsapp}`);
    const messages = outbox.getByTestId("outbox-message");
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText("member_whatsapp_consent");
  } finally {
    await outbox.close();
  }
}

/** The first health package on the lab's test page into the basket, then to the booking form; returns the total shown. */
async function packageToBooking(page: Page, lang: Lang): Promise<string> {
  await page.goto(LAB_TEST_PAGE);
  await button(page.getByTestId("package-card").first(), home(lang, "bookTest.add")).click();
  await expect(page).toHaveURL(/#basket$/, SLOW);
  const basket = page.locator("#basket");
  const total = ((await basket.getByTestId("basket-total").textContent()) ?? "").trim();
  expect(total).toMatch(/^₹[\d,]+$/);
  await basket.getByTestId("basket-book").click();
  await expect(bookingForm(page, lang).getByTestId("basket-total")).toHaveText(total, SLOW);
  return total;
}

/** The member chosen in 'Who is this test for?', an address and a slot; no prescription (a package needs none). */
async function bookFor(form: Locator, lang: Lang, name: string): Promise<void> {
  await form.getByRole("radio", { name: escaped(name) }).check();
  await expect(field(form, home(lang, "booking.form.name"))).toBeHidden();
  await field(form, home(lang, "booking.form.village")).fill("Bishnupur");
  await field(form, home(lang, "booking.form.city")).fill("Bankura");
  await field(form, home(lang, "booking.form.address")).fill("7 Rasmancha Road");
  await field(form, home(lang, "booking.form.slot")).selectOption("tomorrow-2");
  const consent = field(form, home(lang, "booking.consent.agree"));
  if (await consent.count()) await consent.check();
  await expect(form.locator('input[type="file"]')).not.toHaveAttribute("required");
  await button(form, home(lang, "booking.form.submit")).click();
}

/** The new request in place of the form, for the member; returns its tracking page's address. */
async function expectBooked(page: Page, lang: Lang, name: string): Promise<string> {
  const done = page.getByTestId("booking-created");
  await expect(done).toBeVisible(SLOW);
  await expect(done).toContainText(home(lang, "booking.done.for", { name }));
  const href = (await done.getByTestId("booking-created-follow").getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/trace\/test\/\d+$/);
  return href;
}

/** My Lab Tests lists the order under the member's name and relation, paid. */
async function expectInMyLabTests(page: Page, lang: Lang, name: string, href: string): Promise<void> {
  await page.goto("/#booking");
  const card = page.locator("#booking").getByTestId("request-card").filter({ hasText: `${name} · ${text(lang, "relations.Father")}` });
  await expect(card).toHaveCount(1, SLOW);
  await expect(card).toHaveAttribute("href", href);
  await expect(card).toContainText(home(lang, "booking.list.statuses.Paid"));
}

for (const lang of LANGS) {
  test(`${lang}: add a member, book a package for them without a prescription, pay, and see it under their name`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signedIn(page, baseURL!, lang);
    const name = `Journey Father ${lang} ${Date.now() % 100_000}`;
    const whatsapp = freshPhone();
    await addMember(page, lang, name, whatsapp);
    await expectAskedOnce(page, whatsapp);

    const total = await packageToBooking(page, lang);
    const form = bookingForm(page, lang);
    await waitForHydration(button(form, home(lang, "booking.form.submit")));
    await bookFor(form, lang, name);
    const href = await expectBooked(page, lang, name);

    await page.goto(href);
    await expect(page.getByTestId("sample-for")).toHaveText(`${name} · ${text(lang, "relations.Father")}`, SLOW);
    await expect(page.getByTestId("order-amount")).toHaveText(total);
    const pay = page.getByTestId("pay-now");
    await expect(pay).toHaveText(tracking(lang, "actions.pay"));
    await waitForHydration(pay);
    const popupOpened = page.waitForEvent("popup");
    await pay.click();
    const popup = await popupOpened;
    await expect(popup.getByTestId("sandbox-amount")).toHaveText(total, SLOW);
    const closed = popup.waitForEvent("close", { timeout: 25_000 });
    await popup.getByRole("button", { name: text(lang, "success", {}, "sandbox"), exact: true }).click();
    await closed;
    await expect(page.getByTestId("order-status")).toContainText(tracking(lang, "statuses.paid"), SLOW);

    await expectInMyLabTests(page, lang, name, href);
    // The member has said nothing yet: the order's messages went to the account holder only.
    await expectAskedOnce(page, whatsapp);
  });
}

test("without JavaScript: add a member, book a package for them, pay, and see it under their name (bn)", async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000);
  await signedIn(page, baseURL!, "bn");
  const context = await scriptlessCopy(browser, page, baseURL!, "bn");
  try {
    const plain = await context.newPage();
    await plain.goto("/account/family");
    const name = `Plain Father ${Date.now() % 100_000}`;
    const whatsapp = freshPhone();
    await addMember(plain, "bn", name, whatsapp);

    const total = await packageToBooking(plain, "bn");
    await bookFor(bookingForm(plain, "bn"), "bn", name);
    const href = await expectBooked(plain, "bn", name);

    await plain.goto(href);
    await expect(plain.getByTestId("order-amount")).toHaveText(total);
    await plain.getByTestId("pay-now").click();
    await expect(plain.getByTestId("sandbox-amount")).toHaveText(total, SLOW);
    await plain.getByRole("button", { name: text("bn", "success", {}, "sandbox"), exact: true }).click();
    await expect(plain.getByTestId("order-status")).toContainText(tracking("bn", "statuses.paid"), SLOW);

    await expectInMyLabTests(plain, "bn", name, href);
    await expectAskedOnce(plain, whatsapp);
  } finally {
    await context.close();
  }
});
