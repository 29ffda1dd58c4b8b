import { expect, test, type Page } from "@playwright/test";
import { SLOW, text, toast, waitForHydration } from "./accounts-support";
import { locationButton, locationDialog, locationPrompt, openFromTopBar, pincodeInput, promptButton, visitor } from "./location-support";
import { LANGS, SCRIPT_OF, type Lang } from "./support";

/** Issue #18, what a new user stumbled on: fonts in toasts, sideways scrolling, the location dialog, the home labs, database texts. */

/** The font stack a toast is drawn with (the toast's own computed font-family). */
const toastFont = (page: Page, message: string) => toast(page, message).first().evaluate((node) => getComputedStyle(node).fontFamily);

test.describe("messages use the self-hosted Noto fonts", () => {
  test("'Please select location' (the prompt in the page) in Bengali", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "bn", { asked: false });
    await page.goto("/");
    const title = locationPrompt(page, "bn").getByText(text("bn", "location.selectLocation"), { exact: true });
    await expect(title).toBeVisible();
    expect(await title.evaluate((node) => getComputedStyle(node).fontFamily)).toContain("Noto Sans Bengali");
  });

  test("'OTP verified successfully!' (the flash toast) in Bengali and Hindi", async ({ page, context, baseURL }) => {
    for (const [lang, family] of [
      ["bn", "Noto Sans Bengali"],
      ["hi", "Noto Sans Devanagari"],
    ] as const) {
      await visitor(context, baseURL!, lang, { asked: true });
      await context.addCookies([{ name: "flash", value: "otpVerified", url: baseURL! }]);
      await page.goto("/contact-us");
      const message = text(lang, "flash.otpVerified");
      await expect(toast(page, message)).toBeVisible(SLOW);
      expect(await toastFont(page, message), lang).toContain(family);
    }
  });

  test("a first visit in Hindi or Bengali fetches its own script's font, never the other's (Bengali's full stop is the Devanagari danda)", async ({ context, baseURL }) => {
    for (const [lang, own, other] of [
      ["bn", "noto-sans-bengali-bengali-400", "noto-sans-devanagari"],
      ["hi", "noto-sans-devanagari-devanagari-400", "noto-sans-bengali"],
    ] as const) {
      await context.clearCookies();
      await visitor(context, baseURL!, lang, { asked: true });
      // A page of its own for each visit: in one page, Chrome once asked again, as the next page started, for the
      // fonts the page before had used (CI, 3 Dec 2026).
      const page = await context.newPage();
      const fonts: string[] = [];
      const collect = (request: { url: () => string }) => {
        if (/\.woff2$/.test(request.url())) fonts.push(request.url().split("/").pop()!);
      };
      page.on("request", collect);
      await page.goto("/", { waitUntil: "networkidle" });
      page.off("request", collect);
      expect(await page.locator("main").textContent(), lang).toContain("।");
      expect(fonts.filter((file) => file.startsWith(own)), lang).toHaveLength(1);
      expect(fonts.filter((file) => file.startsWith(other)), lang).toEqual([]);
      await page.close();
    }
  });
});

/** The main pages, and addresses that carry a very long word of the visitor's. */
const LONG_WORD = "a".repeat(300);
const NARROW_PAGES = [
  "/",
  "/?labs=all",
  "/at/Raiganj",
  "/test",
  "/doctors",
  "/doctor/1/profile",
  "/pharmacy",
  "/chamber/55",
  "/chamber/136",
  "/services",
  "/track-order",
  "/login",
  "/contact-us",
  "/about-us",
  "/faq",
  "/partners",
  "/help-and-support",
  "/privacy-policy",
  `/search/${LONG_WORD}`,
  `/speciality/${LONG_WORD}`,
  `/pharmacy?q=${LONG_WORD}`,
  `/doctors?q=${LONG_WORD}`,
  `/at/${"b".repeat(60)}`,
  "/no-such-page",
];

test.describe("no page scrolls sideways on a 360 px phone", () => {
  for (const lang of LANGS) {
    test(`main pages and long words (${lang})`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await visitor(context, baseURL!, lang, { asked: true });
      const wide: string[] = [];
      for (const url of NARROW_PAGES) {
        await page.goto(url, { waitUntil: "load" });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) wide.push(`${url.slice(0, 60)}: ${width} px`);
      }
      expect(wide).toEqual([]);
    });
  }

  test("the floating call button leaves the first pharmacy card's distance readable", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    await page.goto("/pharmacy");
    const distance = page.getByTestId("place-distance").first();
    await expect(distance).toBeVisible();
    const call = page.locator('a[href^="tel:"].fixed');
    const [a, b] = [await distance.boundingBox(), await call.boundingBox()];
    expect(a && b).toBeTruthy();
    const overlaps = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlaps, "the distance badge is not under the call button").toBe(false);
  });

  test("the last lines of a page are not under the floating call button", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    await page.goto("/contact-us");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const call = await page.locator('a[href^="tel:"].fixed').boundingBox();
    const lastText = await page.locator("footer p").last().boundingBox();
    expect(lastText!.y + lastText!.height, "the copyright line ends above the button").toBeLessThanOrEqual(call!.y);
  });
});

test.describe("the location popup is a real dialog", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  const isModal = (page: Page, lang: Lang) => locationDialog(page, lang).evaluate((node) => node.matches(":modal"));

  test("opened from the prompt 'Please select location': modal with a backdrop, focus inside, Escape closes", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: false });
    await page.goto("/");
    await waitForHydration(promptButton(page));
    await promptButton(page).click();
    const dialog = locationDialog(page, "en");
    await expect(dialog).toBeVisible(SLOW);
    expect(await isModal(page, "en"), "a modal dialog, not a box floating beside the header").toBe(true);
    const backdrop = await dialog.evaluate((node) => getComputedStyle(node, "::backdrop").backgroundColor);
    expect(backdrop, "the page behind is dimmed").not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);

    await waitForHydration(pincodeInput(dialog, "en"));
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || Boolean(active.closest("dialog[open]"));
      });
      expect(inside, `focus stays in the dialog after ${i + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("opened from the top bar: Escape closes and focus returns to the top-bar link", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    await page.goto("/");
    await openFromTopBar(page, "en");
    expect(await isModal(page, "en")).toBe(true);
    await page.keyboard.press("Escape");
    await expect(locationDialog(page, "en")).toBeHidden();
    await expect(locationButton(page)).toBeFocused();
  });
});

test.describe("home labs: the nearest few, then 'more'", () => {
  test("six labs and a 'more' link that lists the rest", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    await page.goto("/at/Kolkata");
    await expect(page.getByTestId("lab-card")).toHaveCount(6);
    const more = page.locator("#labs").getByRole("link", { name: text("en", "labs.more", {}, "home"), exact: true });
    await expect(more).toHaveAttribute("href", "/at/Kolkata?labs=all#labs");
    await waitForHydration(more);
    await more.click();
    await expect(page).toHaveURL(/\/at\/Kolkata\?labs=all#labs$/);
    await expect.poll(() => page.getByTestId("lab-card").count(), SLOW).toBeGreaterThan(6);
    await expect(more).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the 'more' link is a plain link", async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, "hi", { asked: true });
      await page.goto("/");
      expect(await page.getByTestId("lab-card").count()).toBeLessThanOrEqual(6);
      await page.locator("#labs").getByRole("link", { name: text("hi", "labs.more", {}, "home"), exact: true }).click();
      expect(await page.getByTestId("lab-card").count()).toBeGreaterThan(6);
    });
  });
});

test.describe("texts from the database inside hi and bn pages", () => {
  for (const lang of ["hi", "bn"] as const) {
    test(`'about' in the visitor's language when the provider gave it, else English marked lang="en" (${lang})`, async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, lang, { asked: true });
      const about = page.locator("section[aria-labelledby='about-heading'] > p").first();
      // Demo data: the first doctor gives the text in Hindi and Bengali too, the second in English only.
      await page.goto("/doctor/2/profile");
      await expect(about).toHaveAttribute("lang", "en");
      await expect(about).toHaveText(/^[\x20-\x7E]+$/);
      await page.goto("/doctor/1/profile");
      await expect(about).toHaveAttribute("lang", lang);
      await expect(about).toContainText(SCRIPT_OF[lang]);

      // The same on the cards: a doctor's name, degree and hospital.
      const card = page.getByTestId("chamber").first();
      await expect(card.locator("h3")).toHaveAttribute("lang", "en");
      await page.goto("/doctors");
      await expect(page.getByTestId("doctor-card").first().locator("h3")).toHaveAttribute("lang", "en");

      // A pharmacy's page: its name stays English (marked so), its own words are in the reader's language. Demo data:
      // every pharmacy gives them in hi and bn (the English-only fallback is doctor 2 above).
      for (const id of [55, 56, 57]) {
        await page.goto(`/chamber/${id}`);
        await expect(page.locator("h1")).toHaveAttribute("lang", "en");
        const own = page.locator("h1 ~ p[lang]").first();
        await expect(own).toHaveAttribute("lang", lang);
        await expect(own).toContainText(SCRIPT_OF[lang]);
      }
    });
  }
});
