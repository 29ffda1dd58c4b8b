import { expect, test, type Page } from "@playwright/test";
import { freshPhone, otpLogin, SLOW } from "./accounts-support";
import { visitor } from "./location-support";

/**
 * Issue #29, the installable app: Chrome's install criteria (a valid manifest fetched from the head, a service worker
 * that controls the page), a tracking page that opens offline after one visit online with "You are offline — last
 * updated at …", the offline page for an address never opened, and a logout that leaves no page of the account.
 */
const PAGES_CACHE = "nikat-my-pages";

async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // clients.claim() takes the page over once the worker is active; a reload is the same as a patient's next visit.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""), SLOW).toMatch(/\/sw\.js$/);
}

const saved = (page: Page, path: string) => page.evaluate(async ([cache, url]) => (await caches.has(cache!)) && (await (await caches.open(cache!)).match(new URL(url!, location.origin).href)) !== undefined, [PAGES_CACHE, path]);

test.describe("the installable app (issue #29)", () => {
  test("meets the install criteria: a valid manifest linked from the head, icons that load, a service worker in control", async ({ page, context }) => {
    const home = await page.goto("/");
    const csp = home!.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await page.request.get(href!);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ display: "standalone", start_url: "/", theme_color: "#0f766e" });
    expect(manifest.name.length).toBeGreaterThan(0);
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toBe("image/png");
    }
    await controlled(page);
    // Chromium's own verdict on the same criteria "Install app" uses.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are private windows, where Chrome never offers to install; nothing else may stand in the way.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
  });

  test("installs from what the page has just downloaded: no stylesheet or font comes over the network twice", async ({ page, context }) => {
    const pageAssets = new Set<string>();
    const workerAssets: { path: string; cacheControl: string | undefined }[] = [];
    const fetches: Promise<void>[] = [];
    context.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith("/assets/")) return;
      if (!request.serviceWorker()) pageAssets.add(pathname);
      // A fetch that skips the HTTP cache (`cache: "reload"`) is sent with "Cache-Control: no-cache".
      else fetches.push(request.allHeaders().then((headers) => void workerAssets.push({ path: pathname, cacheControl: headers["cache-control"] })));
    });
    await page.goto("/");
    await controlled(page);
    await Promise.all(fetches);
    const precachedByPage = workerAssets.filter((asset) => pageAssets.has(asset.path));
    expect(precachedByPage.map((asset) => asset.path)).toEqual(expect.arrayContaining([expect.stringMatching(/\.css$/), expect.stringMatching(/\.woff2$/)]));
    expect(precachedByPage.filter((asset) => asset.cacheControl === "no-cache")).toEqual([]);
  });

  test("opens a tracking page offline after one visit online, and forgets it at logout", async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await visitor(context, baseURL!, "en", { asked: true });
    const phone = freshPhone();
    await page.goto("/login?redirectTo=%2F");
    await otpLogin(page, "en", phone, (url) => url.pathname === "/");
    await controlled(page);
    // An order of this account (demo mode's own route), then its tracking page opened once, online.
    await page.goto("/dev/demo-order");
    await page.getByRole("button", { name: /^Create a demo order/ }).click();
    await page.waitForURL(/\/trace\/test\/\d+$/);
    const tracking = new URL(page.url()).pathname;
    await page.goto(tracking);
    await expect.poll(() => saved(page, tracking), SLOW).toBe(true);
    const orderNumber = tracking.split("/").pop()!;

    await context.setOffline(true);
    await page.goto(tracking);
    await expect(page.locator("[data-offline-banner]")).toContainText(/You are offline — last updated at \d{2}\/\d{2}\/\d{4}, /);
    await expect(page.locator("main")).toContainText(orderNumber);
    // The page's scripts hydrate what was saved and keep the notice.
    await page.waitForTimeout(1_000);
    await expect(page.locator("[data-offline-banner]")).toBeVisible();

    await page.goto("/faq");
    await expect(page.locator("[data-offline-page]")).toContainText("You are offline");
    await expect(page.locator("[data-offline-page] a", { hasText: "Open My Lab Tests" })).toHaveAttribute("href", "/");

    await context.setOffline(false);
    await page.goto("/logout");
    await expect.poll(() => page.evaluate((cache) => caches.has(cache), PAGES_CACHE), SLOW).toBe(false);
    await context.setOffline(true);
    await page.goto(tracking);
    await expect(page.locator("[data-offline-page]")).toBeVisible();
    await expect(page.locator("body")).not.toContainText(`#${orderNumber}`);
    await context.setOffline(false);
  });
});
