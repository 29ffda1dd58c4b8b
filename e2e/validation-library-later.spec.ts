import { expect, test, type Page } from "@playwright/test";
import { actAsVisitor, button, signInDemoPatient, text, waitForHydration } from "./accounts-support";
import { settledReader } from "./support";

/**
 * The validation library is the largest script of a form page, and building its schemas costs a slow phone about
 * 100 ms of blocking time (issue #31). Home's booking parts need none of it: the server checks what is posted. A
 * module the browser needs (a constant, a list of choices) must not bring it along from a server module beside it.
 */
const LIBRARY_MARK = '"$ZodType"';

/** Every script the page receives from now on, with its text. */
function collectScripts(page: Page): Promise<{ url: string; body: string }>[] {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.ok()) scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return scripts;
}

/** The scripts the page loaded, up to the moment its idle-time fetches have settled, and which of them hold the library. */
async function scriptsOf(page: Page, open: () => Promise<void>): Promise<{ loaded: string[]; withLibrary: string[] }> {
  const scripts = collectScripts(page);
  await open();
  await waitForHydration(page.locator("#booking form").first());
  await page.waitForLoadState("networkidle");
  // The parts of other pages are fetched when the browser is idle (app/render/hydrate-later.tsx).
  await page.waitForTimeout(1_500);
  await page.waitForLoadState("networkidle");
  const loaded = await Promise.all(scripts);
  return { loaded: loaded.map((script) => script.url), withLibrary: loaded.filter((script) => script.body.includes(LIBRARY_MARK)).map((script) => script.url) };
}

test("home loads no validation library, logged out or with the booking form", async ({ page, context, baseURL }) => {
  await settledReader(context, baseURL!);
  const visitor = await scriptsOf(page, () => page.goto("/").then(() => undefined));
  console.log(`[e2e] home, logged out: ${visitor.loaded.length} scripts loaded, ${visitor.withLibrary.length} with the validation library`);
  expect(visitor.loaded.some((url) => url.includes("/booking-section-")), "the booking section's code was loaded").toBe(true);
  expect(visitor.withLibrary).toEqual([]);

  await page.goto("about:blank");
  const patient = await scriptsOf(page, async () => {
    await signInDemoPatient(page, baseURL!, "/");
    const newBooking = button(page.locator("#booking"), text("en", "auth.newRequest"));
    await waitForHydration(newBooking);
    await newBooking.click();
    await expect(page.locator('#booking form [name="slot"]'), "the booking form is on the page").toHaveCount(1);
  });
  console.log(`[e2e] home, logged in, the booking form open: ${patient.loaded.length} scripts loaded, ${patient.withLibrary.length} with the validation library`);
  expect(patient.withLibrary).toEqual([]);
});

test("the mark is found where the library is: a contact form page loads it once the page is interactive", async ({ page, context, baseURL }) => {
  await settledReader(context, baseURL!);
  const scripts = collectScripts(page);
  await page.goto("/contact-us");
  await actAsVisitor(page);
  await page.waitForLoadState("networkidle");
  await expect.poll(async () => (await Promise.all(scripts)).some((script) => script.body.includes(LIBRARY_MARK)), { timeout: 15_000 }).toBe(true);
});
