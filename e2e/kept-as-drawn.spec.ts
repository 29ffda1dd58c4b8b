import { expect, test, type Page } from "@playwright/test";
import { signInDemoPatient, waitForHydration } from "./accounts-support";
import { collectErrors, settledReader } from "./support";

/**
 * Parts kept as the server drew them (app/render/kept-as-drawn.tsx): the lab cards, the health packages, the hospitals
 * and 'My Lab Tests' come with the page's HTML, but the page's hand-over of the loaders' data leaves their data out
 * (docs/performance.md, session 30). They must still show, their links must open pages in the page, and they must be
 * drawn from their data once it arrives (a navigation back).
 */
const globe = (page: Page) => page.getByRole("banner").getByRole("button", { name: /language|भाषा|ভাষা/i });
/** The text of the page's hand-over scripts (kept as text until the first action, then run). */
const handOver = (html: string) => [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext[\s\S]*?)<\/script>/g)].map((match) => match[1]).join("\n");

function countDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
}

test.describe("parts kept as the server drew them", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await settledReader(context, baseURL!);
  });

  test("a lab page carries no data for its labs, packages and hospitals, shows them, and follows their links in the page", async ({ page, request }) => {
    const path = "/lab/Raiganj/test/lipid-profile";
    const html = await (await request.get(path)).text();
    const data = handOver(html);
    expect(data, "the page has a hand-over").toContain("loaderData");
    for (const part of ["found", "packageOffer", "hospitals"]) expect(data).toContain(`"${part}":{"drawnOnServer":true}`);
    // What the cards show is in the page's HTML, not in its data (the labs' names are, for 'Book this test').
    const hospital = /data-testid="hospital-card"[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/.exec(html)?.[1];
    expect(hospital).toBeTruthy();
    expect(data).not.toContain(hospital!);
    for (const field of ['"address"', '"testTime"', '"labNames"']) expect(data).not.toContain(field);

    const errors = collectErrors(page);
    const documents = countDocuments(page);
    await page.goto(path);
    await waitForHydration(globe(page));
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("lab-card")).not.toHaveCount(0);
    await expect(page.getByTestId("package-card")).not.toHaveCount(0);
    const cards = page.getByTestId("hospital-card");
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);

    await cards.first().getByRole("link", { name: /view details/i }).click();
    await expect(page).toHaveURL(/\/chamber\/\d+$/);
    expect(documents, "one document: the hospital's link was followed in the page").toHaveLength(1);

    // Back on the lab page, React draws the parts from their data, now whole.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId("hospital-card")).toHaveCount(shown);
    await expect(page.getByTestId("lab-card")).not.toHaveCount(0);
    await expect(page.getByTestId("package-card")).not.toHaveCount(0);
    expect(await page.getByTestId("hospital-card").first().evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react")))).toBe(true);
    expect(documents).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("'My Lab Tests' carries no data for its requests, and a request opens its tracking page in the page", async ({ page, baseURL }) => {
    // Signing the demo patient in on a fresh database waits out the code's resend cooldown when another test just did.
    test.setTimeout(90_000);
    await signInDemoPatient(page, baseURL!, "/");
    const html = await (await page.request.get("/")).text();
    expect(handOver(html)).toContain('"list":{"drawnOnServer":true}');
    expect(handOver(html)).not.toContain("requestedAt");

    const errors = collectErrors(page);
    const documents = countDocuments(page);
    await page.goto("/");
    await waitForHydration(globe(page));
    await page.waitForLoadState("networkidle");
    const card = page.getByTestId("request-card").first();
    await expect(card).toBeVisible();
    const href = await card.getAttribute("href");
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(documents, "one document: the request's link was followed in the page").toHaveLength(1);
    await page.goBack();
    await expect(page.getByTestId("request-card").first()).toBeVisible();
    expect(documents).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
