import { expect, test, type Page } from "@playwright/test";
import { freshPhone, SLOW, text, waitForHydration } from "./accounts-support";
import { visitor } from "./location-support";
import { LANGS } from "./support";

const RAIGANJ_PIN = "733134";
/** Spec 001 §2.2, word for word and in order. */
const POPULAR = ["Cardiology", "Dermatology", "Pediatrics", "Orthopedics", "Ophthalmology", "Psychiatry", "Immunology", "OB/GYN", "ENT", "Neurology", "Pulmonology", "Oncology"];

const cards = (page: Page) => page.getByTestId("doctor-card");

async function firstProfileId(page: Page): Promise<string> {
  await page.goto(`/speciality/cardiology?pincode=${RAIGANJ_PIN}`);
  const href = await cards(page).first().getByRole("link").getAttribute("href");
  const id = /^\/doctor\/(\d+)\/profile$/.exec(href ?? "")?.[1];
  expect(id, "a card links to /doctor/{id}/profile").toBeTruthy();
  return id!;
}

test.describe("doctors (spec 001 §2.2–§2.5)", () => {
  for (const lang of LANGS) {
    test(`/doctors in ${lang}: twelve popular specialities and up to 16 doctors near the pincode`, async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, lang, { asked: true });
      await page.goto(`/doctors?pincode=${RAIGANJ_PIN}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "hero.title", {}, "doctors"));
      const popular = page.getByTestId("popular-speciality");
      await expect(popular).toHaveCount(12);
      if (lang === "en") await expect(popular).toHaveText(POPULAR);
      await expect(page.getByRole("heading", { name: text(lang, "top.title", {}, "doctors") })).toBeVisible();
      const count = await cards(page).count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(16);
      await expect(cards(page).first().getByTestId("doctor-next")).toContainText(text(lang, "next.label", { when: "" }, "doctorCard").trim());
      expect(await page.locator("body").innerText()).not.toContain("⟦");
    });
  }

  test("a popular speciality opens its page, titled by it, nearest doctors of that speciality first", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    await page.goto(`/doctors?pincode=${RAIGANJ_PIN}`);
    await page.getByTestId("popular-speciality").filter({ hasText: "Dermatology" }).click();
    await expect(page).toHaveURL(/\/speciality\/dermatology$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dermatology");
    await expect(page).toHaveTitle(/Dermatology/);
    await expect(cards(page).first()).toContainText("Dermatology");
  });

  test("the search goes to /search/{text} only with text, mends typos, and works without JavaScript", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    await page.goto(`/doctors?pincode=${RAIGANJ_PIN}`);
    const box = page.getByLabel("Search doctors", { exact: true });
    await waitForHydration(box);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/doctors\?pincode=/);
    await box.fill("cardiolgy");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\/cardiolgy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("cardiolgy");
    await expect(cards(page).first()).toContainText("Cardiology");

    const noScript = await page.request.get("/search?q=%20heart%20", { maxRedirects: 0 });
    expect(noScript.status()).toBe(302);
    expect(noScript.headers().location).toBe("/search/heart");
    expect((await page.request.get("/search?q=", { maxRedirects: 0 })).headers().location).toBe("/doctors");
  });

  test("a profile shows the chambers and takes an appointment request, confirmed on screen and on WhatsApp", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    const id = await firstProfileId(page);
    await page.goto(`/doctor/${id}/profile`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await expect(page.getByTestId("chamber").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Similar doctors" })).toBeVisible();

    const form = page.locator("#appointment form");
    await waitForHydration(form.getByLabel("Time slot"));
    await form.getByRole("button", { name: "Request appointment" }).click();
    await expect(form.getByText(text("en", "errors.required")).first()).toBeVisible();

    const phone = freshPhone();
    await form.getByLabel("Name", { exact: true }).fill("Rina Sen");
    await form.getByLabel("Phone", { exact: true }).fill(phone);
    const slot = form.getByLabel("Time slot");
    await expect(slot.locator("option")).not.toHaveCount(1);
    const firstSlot = await slot.locator("option").nth(1).getAttribute("value");
    await slot.selectOption(firstSlot!);
    await form.getByRole("button", { name: "Request appointment" }).click();

    const sent = page.getByTestId("appointment-sent");
    await expect(sent).toContainText("Appointment request sent", SLOW);
    await expect(sent).toContainText(name);
    await expect(sent).toContainText(`We have sent the details to your WhatsApp (${phone}).`);

    await page.goto(`/dev/outbox?to=${phone}`);
    await expect(page.locator("body")).toContainText(`Hello Rina Sen, we have received your appointment request with ${name}`);
  });

  test("the server refuses a slot outside the chamber's hours and keeps what was typed", async ({ page, context, baseURL }) => {
    await visitor(context, baseURL!, "en", { asked: true });
    const id = await firstProfileId(page);
    await page.goto(`/doctor/${id}/profile`);
    const chamberId = await page.locator('#appointment select[name="chamberId"] option').first().getAttribute("value");
    const date = await page.locator('#appointment input[name="date"]').inputValue();
    const response = await page.request.post(`/doctor/${id}/profile`, {
      form: { chamberId: chamberId!, name: "Night Owl", phone: "9830012345", date, time: "03:00" },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain(text("en", "errors.appointmentSlotOutsideHours").replace(/'/g, "&#x27;"));
    expect(html).toContain('value="Night Owl"');
  });

  test("an unknown or malformed doctor id is the 404 page", async ({ page }) => {
    for (const path of ["/doctor/987654321/profile", "/doctor/abc/profile", "/doctor/0/profile"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});
