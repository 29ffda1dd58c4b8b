import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { DataExport } from "../core/privacy/data-export-format";
import { unzipInto } from "../test-support/unzip";
import { SLOW, text , DEMO_PATIENT_PHONE, freshPhone, otpLogin, signInDemoPatient } from "./accounts-support";
import { visitor } from "./location-support";
import { LANGS, setLanguageCookie, settledReader } from "./support";

/**
 * Issue #34 at 360 px in each language: the demo patient asks for her data on "My data", the export job (in the
 * server under test) prepares it, the page then links the archive, and the archive holds her demo orders (seed/
 * demo-sample-requests.ts) with their tests and amounts in paise, her files and a summary in her language.
 */
const my = (lang: (typeof LANGS)[number], key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "myData");


// One login for the three languages: the demo patient's number is shared by other tests, and codes to one number are
// rate-limited (a second login moments later waits out its cooldown). The language is the reader's choice (its cookie).
test("the demo patient prepares her data in en, hi and bn, waits for it and downloads an archive with her orders", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  await settledReader(page.context(), baseURL!, "en");
  await page.goto("/account/data");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fdata/);
  await signInDemoPatient(page, baseURL!, "/account/data");
  for (const lang of LANGS) {
    await test.step(lang, async () => {
      await setLanguageCookie(page.context(), baseURL!, lang);
      await page.goto("/account/data");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(my(lang, "title"));
      await expect(page.getByRole("banner").locator('a[href="/account/data"]').first()).toBeAttached();
      await expect(page.locator('footer a[href="/account/data"]')).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no sideways scroll at 360 px").toBe(true);
      // The demo patient gave the health-data consent when she booked.
      await expect(page.getByTestId("consent-health_data")).toContainText(my(lang, "consents.stands"));

      await page.getByTestId("prepare-export").click();
      await expect(page.getByTestId("done")).toHaveText(my(lang, "done.prepared"), SLOW);
      // Being prepared; or, when the job was quicker than the page, ready already (the download checks it is this one).
      await expect(page.getByTestId("export-preparing").or(page.getByTestId("export-ready"))).toBeVisible();
      // The job runs in the server; the page shows the link once it is done (the patient reloads, or follows WhatsApp).
      await expect(async () => {
        await page.goto("/account/data");
        await expect(page.getByTestId("export-ready")).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 90_000, intervals: [1_000, 2_000, 3_000] });

      // For a look at the page at 360 px (the test's output folder).
      await page.screenshot({ path: testInfo.outputPath(`my-data-${lang}.png`), fullPage: true });
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-link").click()]);
      expect(download.suggestedFilename()).toMatch(/^nikat-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-my-data-e2e-"));
      try {
        const archive = path.join(folder, "export.zip");
        await download.saveAs(archive);
        await unzipInto(await fs.readFile(archive), folder);
        const data = JSON.parse(await fs.readFile(path.join(folder, "nikat-my-data", "data.json"), "utf8")) as DataExport;
        expect(data.language).toBe(lang);
        expect(data.account.phone).toBe(DEMO_PATIENT_PHONE);
        // Her eight demo orders, one in each state of the lifecycle, with their tests priced in paise.
        expect(data.orders.length).toBeGreaterThanOrEqual(8);
        const tests = data.orders.flatMap((order) => order.tests);
        expect(tests).toContainEqual({ name: "Complete Blood Count (CBC)", amountPaise: 35_000 });
        expect(tests).toContainEqual({ name: "HbA1c", amountPaise: 45_000 });
        expect(data.orders.map((order) => order.status)).toEqual(expect.arrayContaining(["Report Generated", "Cancelled", "Confirmed"]));
        // Her report is in the archive as a file.
        const stored = data.files.filter((file) => file.size !== null);
        expect(stored.length).toBeGreaterThan(0);
        for (const file of stored) expect((await fs.stat(path.join(folder, "nikat-my-data", file.path))).size).toBe(file.size);
        // The family's test values (seed/demo-results.ts): the mother's HbA1c coming down, named in the reader's language.
        const hba1c = data.orders.flatMap((order) => order.results).filter((result) => result.parameter === "hba1c");
        expect(hba1c.map((result) => result.value)).toEqual(expect.arrayContaining([7.9, 7.3]));
        expect(hba1c[0]!.name).toBe(text(lang, "parameters.hba1c.name", {}, "results"));
        const summary = await fs.readFile(path.join(folder, "nikat-my-data", "summary.html"), "utf8");
        expect(summary).toContain(`<html lang="${lang}">`);
        expect(summary).toContain(`${text(lang, "parameters.hba1c.name", {}, "results")}: 7.9 %`);
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    });
  }
});

// Issue #29: every WhatsApp reminder can be stopped from "My data", and turned on again there.
test("a patient stops the WhatsApp reminders on My data and turns them on again", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await visitor(page.context(), baseURL!, "en", { asked: true });
  await page.goto("/login?redirectTo=%2Faccount%2Fdata");
  await otpLogin(page, "en", freshPhone(), (url) => url.pathname === "/account/data");
  const reminders = page.getByTestId("reminders");
  await expect(reminders).toContainText(my("en", "reminders.on"));
  await reminders.getByRole("button", { name: my("en", "reminders.stop") }).click();
  await expect(page.getByText(my("en", "done.remindersStopped"))).toBeVisible(SLOW);
  await expect(reminders.getByRole("button", { name: my("en", "reminders.restart") })).toBeVisible();
  // Stopped for good: a later visit shows it so.
  await page.goto("/account/data");
  await expect(reminders.getByRole("button", { name: my("en", "reminders.restart") })).toBeVisible();
  await reminders.getByRole("button", { name: my("en", "reminders.restart") }).click();
  await expect(page.getByText(my("en", "done.remindersOn"))).toBeVisible(SLOW);
  await expect(reminders).toContainText(my("en", "reminders.on"));
});
