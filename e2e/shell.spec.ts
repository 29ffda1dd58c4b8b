import { expect, test, type Page } from "@playwright/test";
import { collectErrors, MENU_TEXTS, settledReader, SPEC_AREA_PATHS, WHATSAPP_SUPPORT_HREF } from "./support";

const MENU_HREFS = ["/", "/services", "/track-order", "/about-us", "/contact-us", "/login"] as const;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 640;

test.describe("shell (spec 000 §2)", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await settledReader(context, baseURL!, "en");
  });

  test("top bar: location button with the address and the support phone", async ({ page }) => {
    await page.goto("/about-us");
    const location = page.locator("#location-button");
    await expect(location).toBeVisible();
    // No place chosen yet: spec 000 §9's default place.
    await expect(location).toHaveText("West Bengal");
    const phone = page.locator('a[href^="tel:"]').first();
    await expect(phone).toBeVisible();
    expect(await phone.getAttribute("href")).toMatch(/^tel:\+91\d{10}$/);
    const location2 = await location.boundingBox();
    const header = await page.getByRole("banner").boundingBox();
    expect(location2!.y, "the top bar sits above the header").toBeLessThan(header!.y);
  });

  test("top bar shows the address the reader chose", async ({ page, context, baseURL }) => {
    // Spec 000 §4: a location counts as set when selected_by is user and coordinates, address, city, state and pincode are stored.
    const chosen = { selected_by: "user", lat: "25.6185", lon: "88.1256", address: "College Para", city: "Raiganj", state: "West Bengal", pincode: "733134" };
    await context.addCookies(Object.entries(chosen).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: baseURL! })));
    await page.goto("/");
    await expect(page.locator("#location-button")).toContainText("College Para");
    await expect(page.locator("#location-button")).toContainText("733134");
  });

  test("header: logo links home, globe button, sticky", async ({ page }) => {
    await page.goto("/faq");
    const header = page.getByRole("banner");
    const logo = header.getByRole("link", { name: /Nikat/ }).first();
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute("href", "/");
    await expect(header.getByRole("button", { name: /language/i })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(async () => {
      const box = await header.boundingBox();
      expect(box!.y).toBeLessThanOrEqual(1);
    }).toPass();
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("menu: Home, Services, Track Order, About Us, Contact, Login, Register", async ({ page }) => {
    await page.goto("/faq");
    const header = page.getByRole("banner");
    if (isPhone(page)) {
      const menu = header.getByRole("navigation", { name: "Mobile navigation" });
      await expect(menu).toBeHidden();
      await header.getByLabel("Menu").click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link")).toHaveText([...MENU_TEXTS]);
      const hrefs = await menu.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.slice(0, MENU_HREFS.length)).toEqual([...MENU_HREFS]);
      for (const link of await menu.getByRole("link").all()) {
        const box = await link.boundingBox();
        expect(box!.height, "touch target").toBeGreaterThanOrEqual(40);
      }
      await menu.getByRole("link", { name: "About Us" }).click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(menu, "the menu closes after a choice").toBeHidden();
    } else {
      const nav = header.getByRole("navigation", { name: "Main navigation" });
      await expect(nav.getByRole("link")).toHaveText([...MENU_TEXTS.slice(0, 5)]);
      for (const text of MENU_TEXTS) {
        await expect(header.getByRole("link", { name: text, exact: true })).toBeVisible();
      }
      await expect(header.getByLabel("Menu")).toBeHidden();
      await nav.getByRole("link", { name: "Services" }).click();
      await expect(page).toHaveURL(/\/services$/);
    }
  });

  test("support banner: texts and WhatsApp links", async ({ page }) => {
    await page.goto("/contact-us");
    const banner = page.locator("section", { has: page.getByRole("heading", { name: "Need Assistance?" }) });
    await expect(banner.getByRole("heading", { name: "Need Assistance?" })).toBeVisible();
    // One true sentence: no "24/7" next to office hours.
    await expect(banner.getByText("Write to us on WhatsApp at any time; we answer Monday to Friday, 9 am to 5 pm.", { exact: true })).toBeVisible();
    await expect(banner).not.toContainText("24/7");
    for (const name of ["Call Support", "Live Chat"]) {
      const link = banner.getByRole("link", { name });
      await expect(link).toBeVisible();
      expect(await link.getAttribute("href")).toMatch(WHATSAPP_SUPPORT_HREF);
    }
  });

  test("footer: the 27 area links in the spec's order, and social links", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const areaHrefs = await footer
      .locator('a[href^="/at/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(areaHrefs).toEqual(SPEC_AREA_PATHS);

    const social = footer.locator('a[href^="https://"]');
    expect(await social.count(), "social links").toBeGreaterThanOrEqual(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAccessibleName(/\S/);
      await expect(link).toHaveAttribute("rel", /noopener/);
    }

    await footer.locator('a[href="/at/Dakshin%20Dinajpur"]').click();
    await expect(page).toHaveURL(/\/at\/Dakshin%20Dinajpur$/);
    await expect(page.locator("h1")).toContainText("Dakshin Dinajpur");
    expect(errors).toEqual([]);
  });

  test("floating call button stays in view with a tel: link", async ({ page }) => {
    await page.goto("/about-us");
    const call = page.getByRole("link", { name: "Call our support team" });
    await expect(call).toBeVisible();
    expect(await call.getAttribute("href")).toMatch(/^tel:\+91\d{10}$/);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect(async () => {
      const box = await call.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      expect(box!.y).toBeGreaterThan(viewport.height / 2);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }).toPass();
  });
});
