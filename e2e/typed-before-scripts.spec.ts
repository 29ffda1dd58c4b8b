import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { bookingForm, button, field, freshPhone, giveOwnClientAddress, isHydrated, otpForm, otpLogin, passwordForm, SLOW, text, toast, waitForHydration } from "./accounts-support";
import { pincodeInput } from "./location-support";
import { setLanguageCookie } from "./support";

/**
 * Issue #27: on a slow phone the fields show long before the page's scripts have run, and people type into them.
 * Nothing typed then may be lost when React takes the page over, and the form must then work with it. The page's
 * scripts are held back until every field has been typed into (so the typing surely comes first, whatever the
 * machine's speed), on a network and CPU slowed as a cheap phone on 3G.
 */
const PHOTO = path.resolve(import.meta.dirname, "../core/files/test-files/photo.jpg");
const home = (key: string) => text("en", key, {}, "home");
const HYDRATED = { timeout: 60_000 } as const;

test.describe.configure({ timeout: 120_000 });
// The app's service worker (issue #29) answers a page's scripts from its cache once installed, and a request it
// answers never reaches page.route: the held scripts would run at once on the second page of a test.
test.use({ serviceWorkers: "block" });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "location_asked", value: "1", url: baseURL! }]);
  await setLanguageCookie(context, baseURL!, "en");
});

/** Throttles this page like a cheap phone on 3G; returns the call that lets the held scripts go. */
async function slowPhoneWithScriptsHeld(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 100 * 1024, uploadThroughput: 50 * 1024 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The forms' fields are named by their field's id (app/components/forms/field-shell.tsx). */
const byName = (form: Locator, name: string) => form.locator(`#field-${name}`);

/** Types as a person does, into a field the server sent, after proving React does not own it yet. */
async function typeEarly(input: Locator, value: string): Promise<void> {
  await input.waitFor({ state: "visible", timeout: 30_000 });
  expect(await isHydrated(input), "typed before the page's scripts ran").toBe(false);
  await input.pressSequentially(value);
}

/** Lets the scripts go and waits until React owns the element, then a little more for the parts hydrated later. */
async function letScriptsRun(release: () => void, hydratedElement: Locator): Promise<void> {
  release();
  await expect.poll(() => isHydrated(hydratedElement), { ...HYDRATED, message: "React has hydrated the element" }).toBe(true);
  await hydratedElement.page().waitForLoadState("networkidle");
}

test("/login: both forms keep what was typed before the scripts, and Get OTP sends the code", async ({ page }) => {
  await giveOwnClientAddress(page);
  const release = await slowPhoneWithScriptsHeld(page);
  await page.goto("/login", { waitUntil: "commit" });
  const phone = freshPhone();
  const otp = otpForm(page, "en");
  const password = passwordForm(page);
  await typeEarly(field(otp, text("en", "auth.phone")), phone);
  await typeEarly(field(password, text("en", "auth.phone")), "9830098300");
  await typeEarly(field(password, text("en", "auth.password")), "not the password");

  await letScriptsRun(release, button(otp, text("en", "auth.getOtp")));
  await expect(field(otp, text("en", "auth.phone"))).toHaveValue(phone);
  await expect(field(password, text("en", "auth.phone"))).toHaveValue("9830098300");
  await expect(field(password, text("en", "auth.password"))).toHaveValue("not the password");

  await button(otp, text("en", "auth.getOtp")).click();
  await expect(otp.getByRole("status")).toHaveText(text("en", "auth.codeSent", { phone }), SLOW);
  await expect(otp.getByText(text("en", "errors.phone"), { exact: true })).toHaveCount(0);
});

test("home, logged out: the booking section's code form keeps the phone, and Get OTP sends the code", async ({ page }) => {
  await giveOwnClientAddress(page);
  const release = await slowPhoneWithScriptsHeld(page);
  await page.goto("/#booking", { waitUntil: "commit" });
  const phone = freshPhone();
  const otp = otpForm(page.locator("#booking"), "en");
  await typeEarly(field(otp, text("en", "auth.phone")), phone);

  await letScriptsRun(release, button(otp, text("en", "auth.getOtp")));
  await expect(field(otp, text("en", "auth.phone"))).toHaveValue(phone);
  await button(otp, text("en", "auth.getOtp")).click();
  await expect(otp.getByRole("status")).toHaveText(text("en", "auth.codeSent", { phone }), SLOW);
});

test("home, logged in: every field of the booking form keeps what was typed, and the booking goes through", async ({ page }) => {
  await page.goto("/#booking");
  await otpLogin(page, "en", freshPhone(), () => true);
  await expect(button(page.locator("#booking"), text("en", "auth.newRequest"))).toBeVisible(SLOW);

  const release = await slowPhoneWithScriptsHeld(page);
  await page.goto("/?new=1#booking", { waitUntil: "commit" });
  const form = bookingForm(page, "en");
  const typed: [string, string][] = [
    ["name", "Early Typist"],
    ["age", "67"],
    ["guardianName", "Rina Das"],
    ["village", "Ballygunge"],
    ["city", "Kolkata"],
    ["address", "12 Gariahat Road"],
    ["pincode", "700026"],
    ["state", "West Bengal"],
    ["alternatePhone", "9830012345"],
    ["note", "Ring twice"],
  ];
  for (const [name, value] of typed) {
    const input = byName(form, name);
    await input.waitFor({ state: "visible", timeout: 30_000 });
    // The profile or the chosen place may have filled it in.
    await input.clear();
    await typeEarly(input, value);
  }
  await byName(form, "gender").selectOption("Female");
  await byName(form, "slot").selectOption("tomorrow-1");
  await byName(form, "consent").check();
  await form.locator('input[type="file"]').setInputFiles(PHOTO);

  const submit = form.getByRole("button", { name: home("booking.form.submit") });
  await letScriptsRun(release, submit);
  for (const [name, value] of typed) await expect(byName(form, name)).toHaveValue(value);
  await expect(byName(form, "gender")).toHaveValue("Female");
  await expect(byName(form, "slot")).toHaveValue("tomorrow-1");
  await expect(byName(form, "consent")).toBeChecked();
  expect(await form.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(1);

  await submit.click();
  await expect(toast(page, home("booking.created")).first()).toBeVisible(SLOW);
  await page.goto("/?new=0#booking");
  await expect(page.getByTestId("request-card").first()).toContainText("Early Typist", SLOW);
});

test("home, logged in: what was typed stays when the page's data is read again, and the booking is made once", async ({ page }) => {
  await page.goto("/#booking");
  await otpLogin(page, "en", freshPhone(), () => true);
  await expect(button(page.locator("#booking"), text("en", "auth.newRequest"))).toBeVisible(SLOW);
  await page.goto("/?new=1#booking");
  const form = bookingForm(page, "en");
  const submit = form.getByRole("button", { name: home("booking.form.submit") });
  await waitForHydration(submit);
  const typed: [string, string][] = [
    ["name", "Revalidated Reader"],
    ["age", "71"],
    ["village", "Salt Lake"],
    ["city", "Kolkata"],
    ["address", "3 Sector V"],
  ];
  for (const [name, value] of typed) await byName(form, name).fill(value);
  await byName(form, "gender").selectOption("Male");
  await byName(form, "slot").selectOption("tomorrow-1");
  await byName(form, "consent").check();
  const requestKey = await form.locator('input[name="requestKey"]').inputValue();

  // What any action on the page, or React Router itself, does: the page's loaders run again, and draw a new key.
  const readAgain = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(".data") && response.request().method() === "GET");
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { revalidate(): Promise<void> } }).__reactRouterDataRouter.revalidate());
  await readAgain;
  await page.waitForLoadState("networkidle");
  for (const [name, value] of typed) await expect(byName(form, name)).toHaveValue(value);
  await expect(byName(form, "gender")).toHaveValue("Male");
  await expect(byName(form, "consent")).toBeChecked();
  await expect(form.locator('input[name="requestKey"]')).toHaveValue(requestKey);

  await form.locator('input[type="file"]').setInputFiles(PHOTO);
  await submit.click();
  await expect(toast(page, home("booking.created")).first()).toBeVisible(SLOW);
  await page.goto("/?new=0#booking");
  await expect(page.getByTestId("request-card").filter({ hasText: "Revalidated Reader" })).toHaveCount(1, SLOW);
});

test("/location: the pincode typed before the scripts is kept and sets the place", async ({ page }) => {
  const release = await slowPhoneWithScriptsHeld(page);
  await page.goto("/location?redirectTo=%2F", { waitUntil: "commit" });
  const pin = pincodeInput(page, "en");
  await typeEarly(pin, "700026");
  await letScriptsRun(release, pin);
  await expect(pin).toHaveValue("700026");
  await button(page.locator("main"), text("en", "location.setAddress")).click();
  await page.waitForURL((url) => url.pathname === "/", SLOW);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "pincode")?.value).toBe("700026");
});

test("/contact-us: the message typed before the scripts is kept and sent", async ({ page }) => {
  await giveOwnClientAddress(page);
  const release = await slowPhoneWithScriptsHeld(page);
  await page.goto("/contact-us", { waitUntil: "commit" });
  const contact = (key: string) => text("en", key, {}, "contact");
  const form = page.locator("main form").filter({ has: page.locator("#field-message") });
  const typed: [string, string][] = [
    ["firstName", "Early"],
    ["lastName", "Typist"],
    ["email", "early@example.in"],
    ["phone", "9830012345"],
    ["subject", "Home visit"],
    ["message", "Can a collector come to Behala on Sunday?"],
  ];
  for (const [name, value] of typed) await typeEarly(byName(form, name), value);
  const submit = form.getByRole("button", { name: text("en", "form.send") });
  await letScriptsRun(release, submit);
  for (const [name, value] of typed) await expect(byName(form, name)).toHaveValue(value);
  await byName(form, "consent").check();
  await submit.click();
  await expect(page.getByText(contact("form.sentTitle"), { exact: true })).toBeVisible(SLOW);
});

test("a doctor's appointment form keeps the chamber, day, time and contact chosen before the scripts, and sends", async ({ page }) => {
  await giveOwnClientAddress(page);
  await page.goto("/speciality/cardiology?pincode=733134");
  const profile = await page.locator('a[href^="/doctor/"][href$="/profile"]').first().getAttribute("href");
  const release = await slowPhoneWithScriptsHeld(page);
  await page.goto(profile!, { waitUntil: "commit" });
  const form = page.locator("#appointment form");
  const time = byName(form, "time");
  await time.waitFor({ state: "visible", timeout: 30_000 });
  // The last slot the server offered (today may have only one left), so a reset to "choose a time" shows.
  const chosen = (await time.locator("option").last().getAttribute("value"))!;
  expect(chosen).not.toBe("");
  await typeEarly(byName(form, "name"), "Early Patient");
  await typeEarly(byName(form, "phone"), "9830012345");
  // A week after the first day offered: the same weekday, so the same slots.
  const date = byName(form, "date");
  const weekLater = new Date(`${await date.inputValue()}T00:00:00Z`);
  weekLater.setUTCDate(weekLater.getUTCDate() + 7);
  const day = weekLater.toISOString().slice(0, 10);
  await date.fill(day);
  await time.selectOption(chosen);
  await letScriptsRun(release, time);
  await expect(byName(form, "name")).toHaveValue("Early Patient");
  await expect(byName(form, "phone")).toHaveValue("9830012345");
  await expect(date).toHaveValue(day);
  await expect(time).toHaveValue(chosen);
  await form.getByRole("button", { name: text("en", "appointment.submit", {}, "doctorProfile") }).click();
  await expect(page.getByTestId("appointment-sent")).toBeVisible(SLOW);
});
