import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInDemoPatient, waitForHydration } from "./accounts-support";
import { locationPrompt, promptButton } from "./location-support";
import { setLanguageCookie, settledReader } from "./support";

const PAGES = ["/", "/about-us", "/contact-us", "/doctors", "/pharmacy", "/this-does-not-exist"] as const;
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** Serious and critical violations only, with a readable summary for the failure message. */
async function blockingViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const report = blocking
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`)
          .join("\n"),
    )
    .join("\n");
  return { ids: blocking.map((violation) => `${violation.id} (${violation.nodes.length})`), message: `axe violations on ${label}:\n${report}` };
}

test.describe("accessibility (axe)", () => {
  for (const lang of ["en", "bn"] as const) {
    for (const url of PAGES) {
      test(`${url} in ${lang}: no serious or critical violations`, async ({ page, context, baseURL }) => {
        await settledReader(context, baseURL!, lang);
        await page.goto(url);
        await page.waitForLoadState("networkidle");
        const { ids, message } = await blockingViolations(page, `${url} (${lang})`);
        expect(ids, message).toEqual([]);
      });
    }

    test(`the location prompt a new visitor sees, and the popup it opens, in ${lang}: no serious or critical violations`, async ({ page, context, baseURL }) => {
      await setLanguageCookie(context, baseURL!, lang);
      await page.goto("/");
      await expect(locationPrompt(page, lang)).toBeVisible();
      await page.waitForLoadState("networkidle");
      const withPrompt = await blockingViolations(page, `/ with the location prompt (${lang})`);
      expect(withPrompt.ids, withPrompt.message).toEqual([]);

      await waitForHydration(promptButton(page));
      await promptButton(page).click();
      await expect(page.locator("dialog[open]")).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      const withPopup = await blockingViolations(page, `/ with the location popup (${lang})`);
      expect(withPopup.ids, withPopup.message).toEqual([]);
    });

    test(`the demo patient's My Lab Tests and the tracking page of a test done, in ${lang}: no serious or critical violations`, async ({ page, context, baseURL }) => {
      // A second code for the demo patient waits out the code form's 30 s pause.
      test.setTimeout(120_000);
      await setLanguageCookie(context, baseURL!, lang);
      await signInDemoPatient(page, baseURL!, "/", lang);
      await page.waitForLoadState("networkidle");
      // The status of a test done (a report ready, a sample collected) is white on green: it must stay readable.
      const cards = page.locator("#booking").getByRole("link", { name: /#\d+/ });
      await expect(cards.first()).toBeVisible();
      const myLabTests = await blockingViolations(page, `My Lab Tests (${lang})`);
      expect(myLabTests.ids, myLabTests.message).toEqual([]);

      await page.goto((await cards.first().getAttribute("href"))!);
      await page.waitForLoadState("networkidle");
      const tracking = await blockingViolations(page, `a tracking page (${lang})`);
      expect(tracking.ids, tracking.message).toEqual([]);
    });
  }
});
