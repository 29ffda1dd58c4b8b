import { expect, test } from "@playwright/test";
import { waitForHydration } from "./accounts-support";
import { collectErrors, setLanguageCookie, settledReader } from "./support";

/** Spec 000 §2: any other path shows the not-found page; /404 is also a redirect target. */
const UNKNOWN = ["/this-does-not-exist", "/xx", "/a/b/c/d/e", "/404"] as const;

test.describe("not-found page", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await settledReader(context, baseURL!, "en");
  });

  for (const url of UNKNOWN) {
    test(`${url} answers 404 with the not-found page`, async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 PAGE NOT FOUND");
      await expect(page.getByRole("link", { name: "BACK", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "HOME", exact: true })).toBeVisible();
      await expect(page).toHaveTitle(/404 Page Not Found/);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      // Inside the shell: the reader can still find their way.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The 404 document itself is reported by Chromium as a failed resource; nothing else may fail.
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  }

  test("HOME goes to /", async ({ page }) => {
    await page.goto("/this-does-not-exist");
    await page.getByRole("link", { name: "HOME", exact: true }).click();
    await expect(page).toHaveURL(/^[^?#]*:\/\/[^/]+\/$/);
    await expect(page.locator("h1")).not.toHaveText("404 PAGE NOT FOUND");
  });

  test("BACK returns to the previous page", async ({ page }) => {
    await page.goto("/");
    await page.goto("/this-does-not-exist");
    await page.getByRole("link", { name: "BACK", exact: true }).click();
    await expect(page).toHaveURL(/^[^?#]*:\/\/[^/]+\/$/);
  });

  test("BACK after an in-app link to a missing page returns to the page the reader came from", async ({ page }) => {
    await page.goto("/about-us");
    // A node put into the body before React has hydrated the document is not React's: on a slow machine hydration
    // then replaced the body's content and the link went with it (CI, 26 Nov). The reader clicks a link once the page is React's.
    await waitForHydration(page.locator('a[href="/"]').first());
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/no-such-page/at-all/here/really/yes";
      link.textContent = "go";
      link.id = "e2e-missing-link";
      document.body.prepend(link);
    });
    await page.locator("#e2e-missing-link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 PAGE NOT FOUND");
    await page.getByRole("link", { name: "BACK", exact: true }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test("the not-found page speaks the reader's language", async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL!, "bn");
    const response = await page.goto("/this-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.locator("h1")).toHaveText(/\S/);
    expect(await page.locator("body").innerText()).not.toContain("⟦");
  });
});
