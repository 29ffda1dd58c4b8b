import { expect, test } from "@playwright/test";
import { signInDemoPatient } from "./accounts-support";
import { SPEC_AREA_PATHS } from "./support";

test.describe("SEO files", () => {
  test("/sitemap.xml lists the public pages and the 27 areas", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const paths = locs.map((loc) => {
      const url = new URL(loc);
      expect(url.origin).toBe(new URL(baseURL!).origin);
      return url.pathname;
    });
    expect(new Set(paths).size, "no duplicates").toBe(paths.length);
    for (const path of ["/", "/about-us", "/contact-us", "/services", "/doctors", "/pharmacy", "/faq", "/partners", "/vip"]) {
      expect(paths, path).toContain(path);
    }
    for (const path of ["/privacy-policy", "/terms-and-conditions", "/cookie-policy", "/help-and-support", "/track-order"]) {
      expect(paths, path).toContain(path);
    }
    expect(paths.filter((path) => path.startsWith("/at/"))).toEqual(SPEC_AREA_PATHS);
    for (const hidden of ["/logout", "/404", "/login"]) expect(paths).not.toContain(hidden);
    expect(paths.some((path) => path.startsWith("/trace"))).toBe(false);
  });

  test("the sitemap's addresses answer 200", async ({ request }) => {
    test.setTimeout(90_000);
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    // Every page except the many test-in-town pages, of which one per town (spread over the tests) is enough.
    const testInTown = paths.filter((path) => /^\/lab\/[^/]+\/test\//.test(path));
    const towns = [...new Set(testInTown.map((path) => path.split("/")[2]))];
    const sample = towns.map((town, index) => {
      const pages = testInTown.filter((path) => path.split("/")[2] === town);
      return pages[(index * 7) % pages.length]!;
    });
    for (const path of [...paths.filter((path) => !testInTown.includes(path)), ...sample]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test("/robots.txt points to the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/trace\/$/m);
  });

  test("home is indexed for a visitor, never with a logged-in patient's own requests on it", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    await signInDemoPatient(page, baseURL!, "/");
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});
