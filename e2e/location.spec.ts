import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cookie, SLOW, text, toast, waitForHydration } from "./accounts-support";
import {
  ASKED_COOKIE,
  areaName,
  dialogButton,
  expectLocationStored,
  expectNearestFirst,
  locationButton,
  locationCookies,
  locationDialog,
  locationPrompt,
  openFromTopBar,
  pincodeInput,
  promptButton,
  RUPEES,
  testName,
  textWith,
  visitor,
} from "./location-support";
import { LANGS } from "./support";

const RAIGANJ_PIN = "733134";

test.describe("location popup (spec 000 §2, §4, §5)", () => {
  test("a first visit asks for the place in the page; its button opens the popup; a pincode sets it and the labs follow", async ({ page, context, baseURL }) => {
    // The popup, a lookup and the labs that follow: 25-32 s on a loaded machine since the popup waits for its box.
    test.setTimeout(60_000);
    await visitor(context, baseURL!, "en", { asked: false });
    await page.goto("/");

    // Spec 000 §5, 'Please select location': in the page, at the top of the first screen (decision 0005, issue #31).
    const prompt = locationPrompt(page, "en");
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(text("en", "location.selectLocation"));
    const placed = await prompt.boundingBox();
    expect(placed && placed.y + placed.height, "the prompt is on the first screen").toBeLessThan((page.viewportSize()?.height ?? 0) / 2);
    // No modal and no toast open by themselves: the page is the reader's at once.
    await waitForHydration(promptButton(page));
    await page.waitForLoadState("networkidle");
    await expect(locationDialog(page, "en")).toBeHidden();
    await expect(toast(page, text("en", "location.selectLocation"))).toHaveCount(0);

    await promptButton(page).click();
    const dialog = locationDialog(page, "en");
    await expect(dialog).toBeVisible(SLOW);

    // Digits only, at most 6.
    const pin = pincodeInput(dialog, "en");
    await waitForHydration(pin);
    await expect(pin, "the popup opens with the cursor in the pincode box").toBeFocused();
    await pin.pressSequentially("73a31345678");
    await expect(pin).toHaveValue(RAIGANJ_PIN);

    // At exactly 6 digits the place is looked up and shown.
    const status = dialog.getByRole("status");
    await expect(status).toHaveText(/Raiganj.*West Bengal/, SLOW);

    await dialogButton(dialog, "en", "setAddress").click();
    await expect(locationDialog(page, "en"), "the popup closes once the place is set").toBeHidden(SLOW);
    await expect(locationButton(page)).toContainText(RAIGANJ_PIN, SLOW);
    await expect(locationButton(page)).toContainText("Raiganj");
    await expect(prompt, "a chosen place is not asked for again").toHaveCount(0);
    await expectLocationStored(context, new RegExp(`^${RAIGANJ_PIN}$`));

    // Home now measures from the chosen place: nearest first, the Raiganj labs at the top.
    const chosen = ((await locationButton(page).textContent()) ?? "").trim();
    await expect(page.locator("#labs")).toContainText(text("en", "labs.fromChosen", { place: chosen }, "home"), SLOW);
    await expectNearestFirst(page, "en", "Raiganj", 2);

    // A second page view: no prompt, no popup.
    await page.reload();
    await waitForHydration(locationButton(page));
    await expect(locationButton(page)).toContainText(RAIGANJ_PIN);
    await expect(locationPrompt(page, "en")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    await expect(locationDialog(page, "en")).toBeHidden();
  });

  test("closing the prompt keeps it away for the browser session, and stores no place", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: false });
    await page.goto("/doctors");
    const prompt = locationPrompt(page, "en");
    const close = prompt.getByRole("button", { name: text("en", "location.close"), exact: true });
    await waitForHydration(close);
    await close.click();
    await expect(prompt).toHaveCount(0);
    const asked = await cookie(context, ASKED_COOKIE);
    expect(asked?.value).toBe("1");
    expect(asked?.expires, "location_asked lasts for the browser session only").toBe(-1);
    expect(asked?.httpOnly).toBe(false);

    await page.goto("/pharmacy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(locationPrompt(page, "en"), "not asked again in the same session").toHaveCount(0);
    await expect(locationButton(page), "the top bar still opens the popup").toBeVisible();
    expect([...(await locationCookies(context)).keys()], "closing the prompt stores no place").toEqual([]);
  });

  for (const lang of LANGS) {
    test(`the prompt speaks the reader's language (${lang})`, async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, lang, { asked: false });
      await page.goto("/pharmacy");
      const prompt = locationPrompt(page, lang);
      await expect(prompt).toContainText(text(lang, "location.intro"));
      await expect(promptButton(page)).toHaveText(text(lang, "location.title"));
      await expect(prompt.getByRole("button", { name: text(lang, "location.close"), exact: true })).toBeVisible();
    });
  }

  for (const unknown of ["999999", "000000"]) {
    test(`an unknown pincode (${unknown}) says so and stores nothing`, async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, "en", { asked: true });
      await page.goto("/");
      const dialog = await openFromTopBar(page, "en");
      await pincodeInput(dialog, "en").pressSequentially(unknown);
      await expect(dialog.getByRole("status")).toHaveText(text("en", "location.pincodeNotFound"), SLOW);
      await expect(dialogButton(dialog, "en", "setAddress"), "nothing to set").toBeDisabled();
      await expect(dialog).toBeVisible();
      expect(await cookie(context, "selected_by"), "no place is stored").toBeUndefined();
      expect([...(await locationCookies(context)).keys()]).toEqual([]);
    });
  }

  test.describe("with the location permission", () => {
    test.use({ permissions: ["geolocation"], geolocation: { latitude: 22.5726, longitude: 88.3639 } });

    test("'Use my location' stores the Kolkata pincode of the device's position", async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, "en", { asked: true });
      await page.goto("/");
      const dialog = await openFromTopBar(page, "en");
      await dialogButton(dialog, "en", "useMyLocation").click();
      await expect(locationDialog(page, "en")).toBeHidden(SLOW);
      await expect(locationButton(page)).toContainText(/\b700\d{3}\b/, SLOW);
      await expectLocationStored(context, /^700\d{3}$/);
      await expectNearestFirst(page, "en", "Kolkata");
    });
  });

  test("without the location permission: 'Please allow location permission' and nothing stored", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    await page.goto("/");
    const dialog = await openFromTopBar(page, "en");
    await dialogButton(dialog, "en", "useMyLocation").click();
    await expect(toast(page, text("en", "location.allowPermission"))).toBeVisible(SLOW);
    await expect(dialogButton(dialog, "en", "useMyLocation"), "the button is ready again").toBeEnabled();
    expect([...(await locationCookies(context)).keys()]).toEqual([]);
    await expect(locationButton(page)).toContainText(text("en", "topBar.defaultPlace"));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the top-bar link leads to the /location form, which sets the place and returns", async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, "en", { asked: false });
      await page.goto("/at/Kolkata");
      await locationButton(page).click();
      await expect(page).toHaveURL(/\/location\?redirectTo=%2Fat%2FKolkata$/);
      // The page's own form (the shell's popup holds a second, closed, copy of it).
      const form = page.getByRole("main");
      await pincodeInput(form, "en").fill(RAIGANJ_PIN);
      await form.getByRole("button", { name: text("en", "location.setAddress"), exact: true }).click();
      await expect(locationButton(page)).toContainText(RAIGANJ_PIN, SLOW);
      await expect(locationButton(page)).toContainText("Raiganj");
      await expectLocationStored(context, new RegExp(`^${RAIGANJ_PIN}$`));
      expect.soft(new URL(page.url()).pathname, "back on the page the visitor came from").toBe("/at/Kolkata");
    });

    test("the prompt's button leads to the /location form; its close button keeps it away and returns to the page", async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, "en", { asked: false });
      await page.goto("/doctors?q=heart");
      await expect(promptButton(page)).toHaveAttribute("href", "/location?redirectTo=%2Fdoctors%3Fq%3Dheart");
      const prompt = locationPrompt(page, "en");
      await prompt.getByRole("button", { name: text("en", "location.close"), exact: true }).click();
      await expect(page).toHaveURL(/\/doctors\?q=heart$/);
      await expect(locationPrompt(page, "en")).toHaveCount(0);
      expect((await cookie(context, ASKED_COOKIE))?.expires, "for the browser session only").toBe(-1);
      expect([...(await locationCookies(context)).keys()]).toEqual([]);
    });

    test("the prompt's close button sends a page elsewhere back home, never to another site", async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, "en", { asked: false });
      await page.goto("/doctors");
      await page.locator('form[action="/location/later"] input[name="redirectTo"]').evaluate((input) => ((input as HTMLInputElement).value = "//evil.example/x"));
      await locationPrompt(page, "en").getByRole("button", { name: text("en", "location.close"), exact: true }).click();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    });

    test("an unknown pincode on /location says so and stores nothing", async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, "en", { asked: false });
      await page.goto("/location");
      const form = page.getByRole("main");
      await pincodeInput(form, "en").fill("999999");
      await form.getByRole("button", { name: text("en", "location.setAddress"), exact: true }).click();
      await expect(form.getByRole("status")).toHaveText(text("en", "location.pincodeNotFound"), SLOW);
      expect([...(await locationCookies(context)).keys()]).toEqual([]);
    });
  });
});

test.describe("home view words (spec 000 §2, spec 001 §2.1)", () => {
  for (const lang of LANGS) {
    test(`/lab/Raiganj/test/lipid-profile names the test and the place (${lang})`, async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, lang, { asked: true });
      const response = await page.goto("/lab/Raiganj/test/lipid-profile");
      expect(response?.status()).toBe(200);
      const name = testName(lang, "lipid-profile");
      const place = lang === "en" ? "Raiganj" : areaName(lang, "Raiganj");
      expect(place, "the place name is in the reader's script").toMatch(lang === "en" ? /^Raiganj$/ : /^[^A-Za-z]+$/);

      const title = await page.title();
      expect(title).toContain(name);
      expect(title).toContain(place);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toContainText(name);
      await expect(h1).toContainText(place);

      const info = page.getByRole("region", { name, exact: true });
      await expect(info).toBeVisible();
      await expect(info.getByRole("listitem").filter({ hasText: "₹" })).toHaveText(textWith(lang, "test.price", "price", RUPEES, "home"));

      await expectNearestFirst(page, lang, "Raiganj");
    });
  }

  test("/at/Kolkata lists the Kolkata labs first", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    const response = await page.goto("/at/Kolkata");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "hero.titlePlace", { place: "Kolkata" }, "home"));
    await expectNearestFirst(page, "en", "Kolkata", 2);
  });

  test("/test lists the catalogue, each test linking to its page", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    const response = await page.goto("/test");
    expect(response?.status()).toBe(200);
    const catalogue = page.getByRole("region", { name: text("en", "catalogue.heading", {}, "home"), exact: true });
    const links = catalogue.getByRole("link");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    const file = path.resolve(import.meta.dirname, "../app/i18n/locales/en/tests.json");
    const slugs = Object.keys((JSON.parse(fs.readFileSync(file, "utf8")) as { tests: Record<string, unknown> }).tests);
    expect([...hrefs].sort()).toEqual(slugs.map((slug) => `/test/${slug}`).sort());

    const lipid = links.filter({ hasText: testName("en", "lipid-profile") });
    await expect(lipid).toContainText(new RegExp(RUPEES));
    await waitForHydration(lipid);
    await lipid.click();
    await expect(page).toHaveURL(/\/test\/lipid-profile$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(testName("en", "lipid-profile"));
  });

  test("/test/sugar is the Fasting Blood Sugar page", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    const response = await page.goto("/test/sugar");
    expect(response?.status()).toBe(200);
    const name = testName("en", "fasting-blood-sugar");
    expect(name).toMatch(/^Fasting Blood Sugar/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "hero.titleTest", { test: name }, "home"));
    expect(await page.title()).toContain(name);
    await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
  });

  test("/at/Raigunj answers 404 with a suggestion of Raiganj", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    const response = await page.goto("/at/Raigunj");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "unknown.title", { word: "Raigunj" }, "home"));
    const main = page.getByRole("main");
    await expect(main.getByText(text("en", "unknown.places", {}, "home"), { exact: true })).toBeVisible();
    const suggestion = main.getByRole("link", { name: "Raiganj", exact: true });
    await expect(suggestion).toHaveAttribute("href", "/at/Raiganj");
    await waitForHydration(suggestion);
    await suggestion.click();
    await expect(page).toHaveURL(/\/at\/Raiganj$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "hero.titlePlace", { place: "Raiganj" }, "home"));
  });

  for (const lang of LANGS) {
    test(`/lab/Raiganj/test/%24%24%24 is the 404 page (${lang})`, async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, lang, { asked: true });
      const response = await page.goto("/lab/Raiganj/test/%24%24%24");
      expect(response?.status()).toBe(404);
      const heading = text(lang, "notFound.heading");
      if (lang === "en") expect(heading).toBe("404 PAGE NOT FOUND");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }
});

test.describe("location popup on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test("opens from the top-bar link and closes with its close button and with Escape", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    await page.goto("/");
    await waitForHydration(locationButton(page));
    await page.waitForLoadState("networkidle");
    await expect(locationDialog(page, "en"), "no automatic popup once asked").toBeHidden();

    const dialog = await openFromTopBar(page, "en");
    await expect(pincodeInput(dialog, "en"), "the pincode field is ready for typing").toBeFocused();
    await dialogButton(dialog, "en", "close").click();
    await expect(locationDialog(page, "en")).toBeHidden();

    await openFromTopBar(page, "en");
    await page.keyboard.press("Escape");
    await expect(locationDialog(page, "en")).toBeHidden();
    expect([...(await locationCookies(context)).keys()], "closing stores no place").toEqual([]);
  });
});

test.describe("labs without a chosen place (spec 001 §5, §7)", () => {
  test("the newest labs are grouped by town, each group headed by its town", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    await page.goto("/");
    const groups = page.getByTestId("lab-city-group");
    expect(await groups.count()).toBeGreaterThan(1);
    const towns = await groups.locator(":scope > h3").allTextContents();
    expect(towns, "towns in alphabetical order").toEqual([...towns].sort((a, b) => a.localeCompare(b)));
    for (const group of await groups.all()) expect(await group.getByTestId("lab-card").count()).toBeGreaterThan(0);
  });
});
