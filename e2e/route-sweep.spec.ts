import { expect, test, type Page } from "@playwright/test";
import { pageProblems, problemsAcrossLanguages } from "./page-checks";
import { LANGS, setLanguageCookie } from "./support";

/**
 * One concrete address for every pattern in app/routes.ts. Some carry a query (?x=1) to prove the canonical drops it.
 * Lab slugs ({cent}) are demo labs (seed/demo-labs.ts): an unknown lab is a 404 with suggestions, not a page.
 * The /{lang} addresses name their own language and are checked in it; /trace, /account/password and GET /language
 * redirect, and /dev/outbox is an English-only demo tool (below);
 * /404 and unknown paths answer 404 (not-found.spec.ts).
 */
const SWEEP: readonly string[] = [
  // Home view (spec 000 §2)
  "/",
  "/?x=1",
  "/at/Raiganj",
  "/at/Dakshin%20Dinajpur",
  "/place/Kolkata?x=1",
  "/lab/Raiganj",
  "/nearby/Howrah",
  "/blood-test/Siuri",
  "/labs-at/Balurghat",
  "/laboratory/Nadia",
  "/pathology/Purulia",
  "/lipid-profile/Raiganj",
  "/test/thyroid-profile",
  "/lab/Raiganj/test/lipid-profile",
  "/laboratory/Kolkata/test/cbc?x=1",
  "/pathology/Howrah/test/hba1c",
  "/lab/Kolkata/suraksha-clinical-lab-kolkata/test/cbc",
  "/laboratory/Raiganj/sanjeevani-diagnostics-raiganj/test/lipid-profile",
  "/pathology/Siuri/suraksha-clinical-lab-siuri/test/vitamin-d?x=1",
  "/lab/nearby/Kolkata/nirnay-diagnostic-centre-kolkata/test/cbc",
  "/laboratory/nearby/Raiganj/arogya-pathology-centre-raiganj/test/lipid-profile",
  "/pathology/nearby/Howrah/medicare-pathology-howrah/test/thyroid-profile",
  "/nearby-labs",
  "/nearby-blood-test",
  "/blood-test-at-home?x=1",
  "/test",
  "/blood-sample",
  // Other routes
  "/services",
  "/pharmacy",
  "/nearby-pharmacy",
  "/speciality/Cardiology",
  "/search/heart",
  "/search/blood-sugar?x=1",
  "/track-order",
  "/doctors",
  "/contact-us",
  "/about-us?x=1",
  "/faq",
  "/we-are-in",
  "/service-locations",
  "/partners",
  "/register/partner",
  "/partner/clinic",
  "/doctor/1/profile",
  "/chamber/55",
  "/chamber/136",
  "/vip",
  "/privacy-policy",
  "/help-and-support",
  "/terms-and-conditions",
  "/cookie-policy",
  "/login",
  "/login/verify",
  "/logout",
  "/forgot-password",
  "/location",
  "/location?pin=733134",
  "/verify",
];

/**
 * The sweep reads the logout page itself; its Refresh home (logout.spec.ts checks it) would fire while a busy machine
 * is still checking one language and abort the next language's load.
 */
async function holdOnLogoutPage(page: Page) {
  await page.route(/\/logout$/, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers.refresh;
    await route.fulfill({ response, headers });
  });
}

test.describe("route sweep", () => {
  for (const url of SWEEP) {
    test(`${url} in en, hi, bn`, async ({ page, context, baseURL }) => {
      if (url === "/logout") {
        // Each language's logout answer is fetched again by the test to strip its Refresh: more time than one load.
        test.setTimeout(120_000);
        await holdOnLogoutPage(page);
      }
      expect(await problemsAcrossLanguages(page, context, baseURL!, url, LANGS)).toEqual([]);
    });
  }

  for (const lang of LANGS) {
    test(`/${lang} renders in ${lang} whatever the cookie says`, async ({ page, context, baseURL }) => {
      await setLanguageCookie(context, baseURL!, lang === "en" ? "bn" : "en");
      const problems = [...(await pageProblems(page, `/${lang}`, lang)), ...(await pageProblems(page, `/${lang}?x=1`, lang))];
      expect(problems).toEqual([]);
    });
  }

  test("/trace/{type}/{id} sends a visitor who is not logged in to /", async ({ page, context, baseURL }) => {
    for (const lang of LANGS) {
      await setLanguageCookie(context, baseURL!, lang);
      const response = await page.request.get("/trace/lab/1", { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(new URL(response.headers()["location"] ?? "", baseURL).pathname).toBe("/");
      await page.goto("/trace/sample/17?x=1");
      expect(new URL(page.url()).pathname).toBe("/");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    }
  });

  test("/account/password sends a visitor who is not logged in to /login, with the way back", async ({ page, baseURL }) => {
    const response = await page.request.get("/account/password", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = new URL(response.headers()["location"] ?? "", baseURL);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe("/account/password");
  });

  test("/dev/outbox, the demo's WhatsApp outbox, answers and is kept out of search engines", async ({ page }) => {
    const response = await page.goto("/dev/outbox");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("GET /language (the globe's form target) sends the reader home", async ({ page, baseURL }) => {
    const response = await page.request.get("/language", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers()["location"] ?? "", baseURL).pathname).toBe("/");
  });

  test("the Open Graph image exists and is a 400x400 PNG", async ({ page }) => {
    await page.goto("/");
    const image = await page.locator('head meta[property="og:image"]').getAttribute("content");
    const response = await page.request.get(image!);
    expect(response.status(), `${image}`).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    // PNG IHDR: width and height are big-endian 32-bit numbers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 400]);
  });
});
