import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { countPosts, freshPhone, SLOW, text, waitForHydration } from "./accounts-support";
import { problemsAcrossLanguages } from "./page-checks";
import { LANGS, settledReader, type Lang } from "./support";

/** Spec 001 §2.7–§2.9: the Pharmacy Finder, its sort selector, a pharmacy's page and its appointment form. */

const t = (lang: Lang, key: string, values: Record<string, string | number> = {}, namespace = "pharmacy") => text(lang, key, values, namespace);

/** yyyy-mm-dd in India, `days` from now. */
function kolkataDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + days * 86_400_000));
}

type Card = { name: string; rating: number | null; km: number | null; open: string };

const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true });
const isSorted = <V>(values: V[], compare: (a: V, b: V) => number) => values.join("|") === [...values].sort(compare).join("|");

/**
 * The cards once the list has left the order it had and stands in the one asked for. The address changes as the new
 * list is committed, and the cards move over more than one commit (each is a part kept from the server): a list read
 * in between is half moved.
 */
async function newOrder(page: Page, before: Card[], inOrder: (shown: Card[]) => boolean, message: string): Promise<Card[]> {
  const left = (shown: Card[]) => shown.map((card) => card.name).join("|") !== before.map((card) => card.name).join("|");
  await expect
    .poll(async () => {
      const shown = await cards(page);
      return left(shown) && inOrder(shown);
    }, { ...SLOW, message })
    .toBe(true);
  return cards(page);
}

async function cards(page: Page): Promise<Card[]> {
  return page.getByTestId("pharmacy-card").evaluateAll((items) =>
    items.map((item) => {
      const number = (selector: string) => {
        const match = /(\d+(?:\.\d+)?)/.exec(item.querySelector(selector)?.textContent ?? "");
        return match ? Number(match[1]) : null;
      };
      return {
        name: item.querySelector('[data-testid="place-name"]')?.textContent?.trim() ?? "",
        rating: number('[data-testid="place-rating"]'),
        km: number('[data-testid="place-distance"]'),
        open: item.querySelector('[data-testid="open-state"]')?.textContent?.trim() ?? "",
      };
    }),
  );
}

async function expectTranslated(page: Page) {
  expect(await page.locator("body").innerText(), "no missing translation on the page").not.toContain("⟦");
}

test.describe("pharmacies (spec 001 §2.7–§2.9)", () => {
  test("the sort selector orders the list, keeps the choice in the address, and survives a reload", async ({ page, context, baseURL }) => {
    await settledReader(context, baseURL!, "en");
    await page.goto("/pharmacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "hero.title"));
    await expect(page.getByPlaceholder(t("en", "search.placeholder"))).toBeVisible();
    await expect(page.getByRole("button", { name: t("en", "search.submit"), exact: true })).toBeVisible();

    const nearest = await cards(page);
    expect(nearest.length).toBe(12);
    const km = nearest.map((card) => card.km ?? Infinity);
    expect(km, "Distance: nearest first").toEqual([...km].sort((a, b) => a - b));
    for (const card of nearest) expect([text("en", "card.open", {}, "hospitals"), text("en", "card.closed", {}, "hospitals")]).toContain(card.open);

    const sort = page.getByLabel(t("en", "sort.label"));
    await waitForHydration(sort);
    await sort.selectOption("name");
    await page.waitForURL((url) => url.searchParams.get("sort") === "name", SLOW);
    const alphabetical = await newOrder(page, nearest, (shown) => isSorted(shown.map((card) => card.name), byName), "Alphabetical");
    const names = alphabetical.map((card) => card.name);

    await page.reload();
    await expect(page.getByLabel(t("en", "sort.label"))).toHaveValue("name");
    expect((await cards(page)).map((card) => card.name)).toEqual(names);

    await page.getByLabel(t("en", "sort.label")).selectOption("rating");
    await page.waitForURL((url) => url.searchParams.get("sort") === "rating", SLOW);
    const byRating = await newOrder(page, alphabetical, (shown) => isSorted(shown.map((card) => card.rating ?? -1), (a, b) => b - a), "Rating: best first");

    await page.getByLabel(t("en", "sort.label")).selectOption("hours");
    await page.waitForURL((url) => url.searchParams.get("sort") === "hours", SLOW);
    const openNow = (card: Card) => card.open === text("en", "card.open", {}, "hospitals");
    await newOrder(page, byRating, (shown) => isSorted(shown.map(openNow), (a, b) => Number(b) - Number(a)), "Open hours: open now first");
    await expectTranslated(page);
  });

  test("searching a pincode moves the list there; 'Load more' adds the next cards", async ({ page, context, baseURL }) => {
    await settledReader(context, baseURL!, "en");
    await page.goto("/pharmacy?sort=distance");
    await page.getByRole("searchbox").fill("700001");
    await page.getByRole("button", { name: t("en", "search.submit"), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "700001", SLOW);
    await expect(page.getByTestId("pharmacy-card").first()).toContainText("Kolkata");
    // Raiganj has many shops within reach, more than one page.
    await page.getByRole("searchbox").fill("Raiganj");
    await page.getByRole("button", { name: t("en", "search.submit"), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "Raiganj", SLOW);
    await expect(page.getByTestId("pharmacy-card").first()).toContainText("Raiganj");
    await page.getByRole("link", { name: t("en", "list.loadMore") }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2", SLOW);
    await expect.poll(async () => page.getByTestId("pharmacy-card").count(), SLOW).toBeGreaterThan(12);
  });

  test("a pharmacy's page, and its appointment form: a bad e-mail is refused with the input kept, a good request is stored and confirmed on WhatsApp", async ({ page, context, baseURL }) => {
    await settledReader(context, baseURL!, "en");
    await page.goto("/pharmacy");
    const first = page.getByTestId("pharmacy-card").first();
    const name = ((await first.getByTestId("place-name").textContent()) ?? "").trim();
    await first.getByRole("link", { name: new RegExp(`^${text("en", "card.viewDetails", {}, "hospitals")}`) }).click();
    await page.waitForURL(/\/chamber\/\d+$/, SLOW);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    for (const heading of ["services.heading", "reviews.heading", "appointment.heading", "doctors.heading"]) {
      await expect(page.getByRole("heading", { level: 2, name: t("en", heading, {}, "chamber"), exact: true })).toBeVisible();
    }
    await expect(page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]')).toHaveAttribute("loading", "lazy");
    await expectTranslated(page);

    const form = page.locator("#appointment form");
    const field = (key: string) => form.getByLabel(new RegExp(`^${t("en", `appointment.${key}`, {}, "chamber")}`));
    const submit = form.getByRole("button", { name: t("en", "appointment.submit", {}, "chamber") });
    await waitForHydration(submit);
    const phone = freshPhone();
    await field("name").fill("Rina Das");
    await field("email").fill("rina.example.com");
    await field("phone").fill(phone);
    await field("date").fill(kolkataDate(1));
    await form.getByLabel(t("en", "appointment.time", {}, "chamber"), { exact: true }).selectOption("14:00");
    const posts = countPosts(page, new URL(page.url()).pathname);
    await submit.click();
    await expect(form.getByRole("alert")).toContainText(text("en", "errors.email"));
    await expect(field("email")).toHaveAttribute("aria-invalid", "true");
    await expect(field("email")).toHaveValue("rina.example.com");
    await expect(field("name")).toHaveValue("Rina Das");
    expect(posts(), "the form's own check sent nothing").toBe(0);

    // A day that has passed is refused with its own message.
    await field("email").fill("rina@example.com");
    await field("date").fill(kolkataDate(-1));
    await submit.click();
    await expect(form.getByRole("alert")).toContainText(t("en", "errors.datePast", {}, "chamber"));

    await field("date").fill(kolkataDate(1));
    await submit.click();
    const sent = page.getByTestId("appointment-sent");
    await expect(sent).toBeVisible(SLOW);
    await expect(sent).toContainText(t("en", "appointment.sentTitle", {}, "chamber"));
    await expect(sent).toContainText("2:00 pm");
    await expect(sent).toContainText(t("en", "appointment.whatsappSent", {}, "chamber"));

    await page.goto(`/dev/outbox?to=${phone}`);
    const message = page.getByTestId("outbox-message").filter({ hasText: "appointment_request_pharmacy" });
    await expect(message.getByTestId("outbox-text")).toContainText(`Hello Rina Das, we have received your appointment request at ${name}`);
  });

  test("the page answers 404 for an unknown or non-numeric id, and for a lab", async ({ page }) => {
    for (const path of ["/chamber/abc", "/chamber/99999999", "/chamber/1"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test("a pharmacy's page in Hindi and Bengali", async ({ page, context, baseURL }) => {
    for (const lang of ["hi", "bn"] as const) {
      await settledReader(context, baseURL!, lang);
      await page.goto("/pharmacy?sort=hours");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero.title"));
      await expectTranslated(page);
      await page.getByTestId("pharmacy-card").first().getByRole("link", { name: new RegExp(`^${text(lang, "card.viewDetails", {}, "hospitals")}`) }).click();
      await page.waitForURL(/\/chamber\/\d+$/, SLOW);
      await expect(page.getByRole("heading", { level: 2, name: t(lang, "appointment.heading", {}, "chamber"), exact: true })).toBeVisible();
      await expectTranslated(page);
    }
  });

  test("the finder, a pharmacy's and a hospital's page are well formed in en, hi, bn (title, description, canonical, Open Graph, one h1)", async ({ page, context, baseURL }) => {
    // Nine pages loaded and read in turn.
    test.setTimeout(75_000);
    await settledReader(context, baseURL!);
    await page.goto("/pharmacy");
    const pharmacy = await page.getByTestId("pharmacy-card").first().getByRole("link").first().getAttribute("href");
    await page.goto("/services");
    const hospital = await page.getByTestId("hospital-card").first().getByRole("link").first().getAttribute("href");
    for (const url of ["/pharmacy?sort=rating&q=Raiganj", "/nearby-pharmacy", pharmacy!, `${hospital!}?pincode=733134`]) {
      expect(await problemsAcrossLanguages(page, context, baseURL!, url, LANGS)).toEqual([]);
    }
  });

  test("a pharmacy's page, with its form showing errors, has no serious or critical accessibility problems", async ({ page, context, baseURL }) => {
    await settledReader(context, baseURL!, "en");
    await page.goto("/pharmacy");
    await page.getByTestId("pharmacy-card").first().getByRole("link").first().click();
    await page.waitForURL(/\/chamber\/\d+$/, SLOW);
    const submit = page.locator("#appointment form").getByRole("button", { name: t("en", "appointment.submit", {}, "chamber") });
    await waitForHydration(submit);
    await submit.click();
    await expect(page.locator("#appointment form").getByRole("alert")).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const blocking = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("pharmacies without JavaScript (plain GET and POST forms)", () => {
  test.use({ javaScriptEnabled: false });

  test("'Sort' sends the choice in the address; the appointment action answers a bad e-mail with the message and the input", async ({ page, context, baseURL }) => {
    await settledReader(context, baseURL!, "en");
    await page.goto("/pharmacy");
    await page.getByLabel(t("en", "sort.label")).selectOption("rating");
    await page.getByRole("button", { name: t("en", "sort.apply"), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "rating", SLOW);
    const ratings = (await cards(page)).map((card) => card.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    await page.getByTestId("pharmacy-card").first().getByRole("link").first().click();
    await page.waitForURL(/\/chamber\/\d+$/, SLOW);
    const form = page.locator("#appointment form");
    const field = (key: string) => form.getByLabel(new RegExp(`^${t("en", `appointment.${key}`, {}, "chamber")}`));
    await field("name").fill("Rina Das");
    await field("email").fill("rina.example.com");
    await field("date").fill(kolkataDate(2));
    await form.getByLabel(t("en", "appointment.time", {}, "chamber"), { exact: true }).selectOption("10:00");
    await form.getByRole("button", { name: t("en", "appointment.submit", {}, "chamber") }).click();
    await expect(page.locator("#appointment form").getByRole("alert")).toContainText(text("en", "errors.email"));
    await expect(field("email")).toHaveValue("rina.example.com");
    await expect(field("name")).toHaveValue("Rina Das");
    await expect(form.getByLabel(t("en", "appointment.time", {}, "chamber"), { exact: true })).toHaveValue("10:00");
  });
});
