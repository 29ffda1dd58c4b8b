import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./accounts-support";
import { collectErrors, settledReader } from "./support";

/**
 * Same-for-everyone parts (app/render/same-for-everyone.tsx) are kept as the server sent them: React does not
 * hydrate them, work a phone did for nothing (issue #31). Their links are followed in the page
 * (app/render/static-links.ts), and they are rendered anew when the language changes.
 */
const hasReact = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react")));
const globe = (page: Page) => page.getByRole("banner").getByRole("button", { name: /language|भाषा|ভাষা/i });

test.describe("parts the same for everyone", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await settledReader(context, baseURL!);
  });

  test("are not hydrated, and their links open the page without loading a new document", async ({ page }) => {
    const errors = collectErrors(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto("/");
    // The header is React's once the page has hydrated; the footer and the questions never are.
    await waitForHydration(globe(page));
    await page.waitForLoadState("networkidle");
    const footerLink = page.getByRole("contentinfo").locator('a[href="/doctors"]');
    expect(await hasReact(footerLink), "a footer link is React's").toBe(false);
    expect(await footerLink.getAttribute("data-static-link")).toBe("");

    await footerLink.click();
    await expect(page).toHaveURL(/\/doctors$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/doctors/i);
    expect(documents, "one document: the link was followed in the page").toHaveLength(1);
    // The footer is still there after the navigation (React rendered its boundary anew).
    await expect(page.getByRole("contentinfo").locator('a[href="/pharmacy"]')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("contentinfo").locator('a[href="/doctors"]')).toBeVisible();
    expect(documents).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("follow the language when it changes in the page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(globe(page));
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Find doctors");
    await globe(page).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(footer).not.toContainText("Find doctors");
    await expect(footer.locator('a[href="/doctors"]')).toHaveText(/[\u0900-\u097F]/);
  });
});
