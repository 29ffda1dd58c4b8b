import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { bookingForm, button, field, freshPhone, otpLogin, scriptlessCopy, SLOW, text, waitForHydration } from "./accounts-support";
import { LANGS, setLanguageCookie, type Lang } from "./support";

/** Issue #27: 'Who is this test for?', and the new request shown in place of the form. */

const PHOTO = path.resolve(import.meta.dirname, "../core/files/test-files/photo.jpg");
const t = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "home");

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "location_asked", value: "1", url: baseURL! }]);
});

async function logIn(page: Page, lang: Lang): Promise<void> {
  await page.goto("/#booking");
  await otpLogin(page, lang, freshPhone(), () => true);
  await expect(button(page.locator("#booking"), text(lang, "auth.newRequest"))).toBeVisible(SLOW);
}

/** Someone else, typed in and saved to the family as the patient's mother, at an address in Behala. */
async function bookSomeoneElse(form: Locator, lang: Lang, name: string): Promise<void> {
  // Nobody is chosen for the patient: 'Self' exists from the first sign-in, so the family has a member already.
  await expect(form.getByRole("radio", { name: t(lang, "booking.who.someoneElse") })).not.toBeChecked();
  await form.getByRole("radio", { name: t(lang, "booking.who.someoneElse") }).check();
  await field(form, t(lang, "booking.form.name")).fill(name);
  await field(form, t(lang, "booking.form.age")).fill("67");
  await field(form, t(lang, "booking.form.gender")).selectOption("Female");
  await field(form, t(lang, "booking.who.saveMember")).check();
  await field(form, t(lang, "booking.who.saveRelation")).selectOption("Mother");
  await field(form, t(lang, "booking.form.village")).fill("Behala");
  await field(form, t(lang, "booking.form.city")).fill("Kolkata");
  await field(form, t(lang, "booking.form.address")).fill("14 Diamond Harbour Road");
  await form.getByLabel(t(lang, "booking.form.pincode")).fill("700034");
  await field(form, t(lang, "booking.form.slot")).selectOption("tomorrow-1");
  await field(form, t(lang, "booking.consent.agree")).check();
  await form.locator('input[type="file"]').setInputFiles(PHOTO);
  await button(form, t(lang, "booking.form.submit")).click();
}

/** The new request in place of the form: its number, whose sample it is, the way to follow it; and its card below. */
async function expectBooked(page: Page, lang: Lang, name: string): Promise<void> {
  const done = page.getByTestId("booking-created");
  await expect(done).toBeVisible(SLOW);
  await expect(done).toContainText(t(lang, "booking.done.for", { name }));
  const follow = done.getByTestId("booking-created-follow");
  const href = await follow.getAttribute("href");
  expect(href).toMatch(/^\/trace\/test\/\d+$/);
  await expect(done.getByRole("heading")).toHaveText(t(lang, "booking.done.title", { id: href!.split("/").at(-1)! }));
  await expect(bookingForm(page, lang)).toHaveCount(0);
  await expect(page.getByTestId("request-card").first()).toContainText(name);
  await expect(page.getByTestId("request-card").first()).toHaveAttribute("href", href!);
}

for (const lang of LANGS) {
  test(`book for someone else, save them, then pick them as a member (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(75_000);
    await setLanguageCookie(page.context(), baseURL!, lang);
    await logIn(page, lang);
    const name = `Mitali ${lang}`;
    let form = bookingForm(page, lang);
    await waitForHydration(button(form, t(lang, "booking.form.submit")));
    await bookSomeoneElse(form, lang, name);
    await expectBooked(page, lang, name);

    const toggle = button(page.locator("#booking"), text(lang, "auth.newRequest"));
    await toggle.click();
    form = bookingForm(page, lang);
    await expect(form).toBeVisible(SLOW);
    await waitForHydration(button(form, t(lang, "booking.form.submit")));
    const mother = form.getByRole("radio", { name: new RegExp(name) });
    await expect(mother).not.toBeChecked();
    await form.getByText(name, { exact: true }).click();
    await expect(mother).toBeChecked();
    // The member's own facts need no typing, and their last address comes back.
    await expect(field(form, t(lang, "booking.form.name"))).toBeHidden();
    await expect(field(form, t(lang, "booking.form.village"))).toHaveValue("Behala");
    await expect(form.getByLabel(t(lang, "booking.form.pincode"))).toHaveValue("700034");
    await field(form, t(lang, "booking.form.slot")).selectOption("tomorrow-2");
    await form.locator('input[type="file"]').setInputFiles(PHOTO);
    await button(form, t(lang, "booking.form.submit")).click();
    await expectBooked(page, lang, name);
    await expect(page.getByTestId("request-card")).toHaveCount(2);
  });
}

test("without JavaScript: pick a member, book, see the new request; the same again is warned about", async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000);
  await setLanguageCookie(page.context(), baseURL!, "bn");
  await logIn(page, "bn");
  const context = await scriptlessCopy(browser, page, baseURL!, "bn");
  try {
    const plain = await context.newPage();
    await plain.goto("/#booking");
    await bookSomeoneElse(bookingForm(plain, "bn"), "bn", "Plain Mitali");
    await expectBooked(plain, "bn", "Plain Mitali");

    await plain.goto("/?new=1#booking");
    let form = bookingForm(plain, "bn");
    await form.getByRole("radio", { name: /Plain Mitali/ }).check();
    await expect(field(form, t("bn", "booking.form.name"))).toBeHidden();
    await field(form, t("bn", "booking.form.village")).fill("Behala");
    await field(form, t("bn", "booking.form.city")).fill("Kolkata");
    await field(form, t("bn", "booking.form.address")).fill("14 Diamond Harbour Road");
    await field(form, t("bn", "booking.form.slot")).selectOption("tomorrow-1");
    await form.locator('input[type="file"]').setInputFiles(PHOTO);
    await button(form, t("bn", "booking.form.submit")).click();
    // The same person in the same slot: a warning, the form kept, nothing booked until the patient confirms.
    form = bookingForm(plain, "bn");
    await expect(form.getByRole("alert").filter({ hasText: text("bn", "errors.bookingDuplicate") })).toBeVisible(SLOW);
    await expect(field(form, t("bn", "booking.form.address"))).toHaveValue("14 Diamond Harbour Road");
    await expect(form.getByRole("radio", { name: /Plain Mitali/ })).toBeChecked();
    await field(form, t("bn", "booking.who.duplicate")).check();
    await form.locator('input[type="file"]').setInputFiles(PHOTO);
    await button(form, t("bn", "booking.form.submit")).click();
    await expectBooked(plain, "bn", "Plain Mitali");
    await expect(plain.getByTestId("request-card")).toHaveCount(2);
  } finally {
    await context.close();
  }
});
