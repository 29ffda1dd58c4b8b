import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { LANGS, SCRIPT_OF, setLanguageCookie, settledReader, type Lang } from "./support";

/** The globe's short label, in each language. */
const GLOBE_LABEL: Record<Lang, string> = { en: "EN", hi: "हिं", bn: "বাং" };

const globe = (page: Page) => page.getByRole("banner").getByRole("button", { name: /language|भाषा|ভাষা/i });

async function langCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "lang");
}

async function expectLanguage(page: Page, context: BrowserContext, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(globe(page)).toContainText(GLOBE_LABEL[lang]);
  expect(await page.getByRole("banner").innerText(), `header in ${lang}`).toMatch(SCRIPT_OF[lang]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SCRIPT_OF[lang]);
  const cookie = await langCookie(context);
  expect(cookie?.value).toBe(lang);
}

/** Spec 000 §9: the lang cookie lasts one day. */
function expectOneDay(expires: number | undefined) {
  const inOneDay = Date.now() / 1000 + 86_400;
  expect(expires).toBeGreaterThan(inOneDay - 120);
  expect(expires).toBeLessThan(inOneDay + 120);
}

test.describe("language (spec 000 §4)", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await settledReader(context, baseURL!);
  });

  test("with no cookie the page is English", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(globe(page)).toContainText("EN");
    await expect(page.getByRole("heading", { name: "Need Assistance?" })).toBeVisible();
    expect(await langCookie(context)).toBeUndefined();
  });

  test("each press of the globe goes en → hi → bn → en", async ({ page, context }) => {
    await page.goto("/about-us?ref=e2e");
    const bannerTexts = new Map<Lang, string>();
    bannerTexts.set("en", await page.getByRole("banner").innerText());
    for (const next of ["hi", "bn", "en"] as const) {
      await globe(page).click();
      await expect(page.locator("html")).toHaveAttribute("lang", next);
      await expectLanguage(page, context, next);
      expectOneDay((await langCookie(context))?.expires);
      // The same page, query and all.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/about-us?ref=e2e");
      bannerTexts.set(next, await page.getByRole("banner").innerText());
    }
    expect(new Set([bannerTexts.get("en"), bannerTexts.get("hi"), bannerTexts.get("bn")]).size, "header text changes").toBe(3);
    expect(bannerTexts.get("en")).toBe(await page.getByRole("banner").innerText());
  });

  test("the language sticks across pages and reloads", async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL!, "bn");
    await page.goto("/faq");
    await expectLanguage(page, context, "bn");
    await page.getByRole("contentinfo").locator('a[href="/at/Kolkata"]').click();
    await expect(page).toHaveURL(/\/at\/Kolkata$/);
    await expectLanguage(page, context, "bn");
    await page.reload();
    await expectLanguage(page, context, "bn");
  });

  test("without JavaScript the globe still changes the language (a form post)", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/contact-us");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      for (const next of ["hi", "bn", "en"] as const) {
        await Promise.all([page.waitForURL(/\/contact-us$/, { waitUntil: "load" }), globe(page).click()]);
        await expect(page.locator("html")).toHaveAttribute("lang", next);
        await expect(globe(page)).toContainText(GLOBE_LABEL[next]);
        const cookie = await langCookie(context);
        expect(cookie?.value).toBe(next);
        expectOneDay(cookie?.expires);
      }
    } finally {
      await context.close();
    }
  });

  for (const lang of LANGS) {
    test(`/${lang} renders in ${lang} and keeps it in the cookie`, async ({ page, context }) => {
      const response = await page.goto(`/${lang}`);
      expect(response?.status()).toBe(200);
      await expectLanguage(page, context, lang);
      expectOneDay((await langCookie(context))?.expires);
    });
  }

  test("pressing the globe on /hi goes to /bn", async ({ page, context }) => {
    await page.goto("/hi");
    await expectLanguage(page, context, "hi");
    await globe(page).click();
    await expect(page).toHaveURL(/\/bn$/);
    await expectLanguage(page, context, "bn");
    await globe(page).click();
    await expect(page).toHaveURL(/\/en$/);
    await expectLanguage(page, context, "en");
  });

  test("an unknown lang cookie renders English and the globe goes to hi", async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL!, "fr");
    await page.goto("/services");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(globe(page)).toContainText("EN");
    await globe(page).click();
    await expectLanguage(page, context, "hi");
  });
});
