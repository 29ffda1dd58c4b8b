import { expect, test, type APIRequestContext } from "@playwright/test";
import { freshPhone, otpForm, otpLogin } from "./accounts-support";
import { visitor } from "./location-support";

const RAIGANJ_PIN = "733134";

async function doctorProfilePath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`/speciality/cardiology?pincode=${RAIGANJ_PIN}`)).text();
  const path = /href="(\/doctor\/\d+\/profile)"/.exec(html)?.[1];
  expect(path, "a doctor card links to a profile").toBeTruthy();
  return path!;
}

async function cacheControlOf(request: APIRequestContext, path: string): Promise<{ cacheControl: string; setCookie: boolean }> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBeLessThan(500);
  return { cacheControl: response.headers()["cache-control"] ?? "", setCookie: "set-cookie" in response.headers() };
}

test.describe("Cache-Control (issue #12: no cache keeps a logged-in person's pages)", () => {
  test("pages and .data answers for a logged-in patient are private, no-store", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    await page.goto("/login");
    await otpLogin(page, "en", freshPhone(), (url) => url.pathname !== "/login");
    await expect(otpForm(page, "en")).toHaveCount(0);
    const profile = await doctorProfilePath(page.request);
    for (const path of ["/", "/account/password", profile, "/pharmacy", "/_root.data", "/pharmacy.data", `${profile}.data`, "/account/password.data"]) {
      expect((await cacheControlOf(page.request, path)).cacheControl, path).toBe("private, no-store");
    }
  });

  test("an anonymous answer that sets a cookie is never public; pages with a one-time form key are never shared", async ({ playwright, baseURL }) => {
    const fresh = await playwright.request.newContext({ baseURL });
    try {
      const first = await cacheControlOf(fresh, "/");
      expect(first.setCookie, "a first visit gets its browser_id cookie").toBe(true);
      expect(first.cacheControl).toBe("private, no-store");
      // Now the browser_id cookie is there and nothing is set: anonymous, yet in demo mode (no PUBLIC_URL) the
      // page's links name the request's Host, so no shared cache may keep it.
      for (const path of ["/", "/pharmacy", "/_root.data"]) {
        const later = await cacheControlOf(fresh, path);
        expect(later.setCookie, path).toBe(false);
        expect(later.cacheControl, path).not.toMatch(/public/);
      }
      const profile = await doctorProfilePath(fresh);
      expect((await cacheControlOf(fresh, profile)).cacheControl).toBe("private, no-store");
      expect((await cacheControlOf(fresh, `${profile}.data`)).cacheControl).toBe("private, no-store");
    } finally {
      await fresh.dispose();
    }
  });
});
