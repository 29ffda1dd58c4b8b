import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { SLOW, text, waitForHydration } from "./accounts-support";
import { setLanguageCookie, type Lang } from "./support";

/** Spec 000 §4: what a chosen place leaves behind (selected_by=user marks it as the visitor's own choice). */
export const LOCATION_COOKIES = ["lat", "lon", "lng", "address", "city", "state", "pincode", "country", "selected_by"] as const;

/** Closing the prompt 'Please select location' sets this for the browser session; then the prompt is not shown. */
export const ASKED_COOKIE = "location_asked";

/** Spec 000 §9: location cookies last one day. */
export const ONE_DAY_SECONDS = 86_400;

/** A visitor in `lang`; `asked` sets the once-per-session cookie so the prompt 'Please select location' stays away. */
export async function visitor(context: BrowserContext, baseURL: string, lang: Lang, { asked }: { asked: boolean }): Promise<void> {
  await setLanguageCookie(context, baseURL, lang);
  if (asked) await context.addCookies([{ name: ASKED_COOKIE, value: "1", url: baseURL }]);
}

/** The location popup, found by its heading (a closed <dialog> is not in the accessibility tree). */
export function locationDialog(page: Page, lang: Lang): Locator {
  return page.getByRole("dialog", { name: text(lang, "location.title"), exact: true });
}

/** The prompt 'Please select location' at the top of a page while no place is chosen (location-prompt.tsx). */
export function locationPrompt(page: Page, lang: Lang): Locator {
  return page.getByRole("complementary", { name: text(lang, "location.selectLocation"), exact: true });
}

/** The prompt's button: opens the popup (without JavaScript, a link to /location). */
export function promptButton(page: Page): Locator {
  return page.locator("#location-prompt-button");
}

/** The top-bar link with the selected address (spec 000 §2 shell). */
export function locationButton(page: Page): Locator {
  return page.locator("#location-button");
}

/** Opens the popup from the top bar, once React listens for the click (before that it is a link to /location). */
export async function openFromTopBar(page: Page, lang: Lang): Promise<Locator> {
  await waitForHydration(locationButton(page));
  await locationButton(page).click();
  const dialog = locationDialog(page, lang);
  await expect(dialog).toBeVisible(SLOW);
  return dialog;
}

export function pincodeInput(scope: Page | Locator, lang: Lang): Locator {
  return scope.getByLabel(text(lang, "location.pincode"), { exact: true });
}

export function dialogButton(scope: Locator, lang: Lang, key: "setAddress" | "useMyLocation" | "close"): Locator {
  return scope.getByRole("button", { name: text(lang, `location.${key}`), exact: true });
}

/** The location cookies present in the context, by name. */
export async function locationCookies(context: BrowserContext) {
  const names: readonly string[] = LOCATION_COOKIES;
  return new Map((await context.cookies()).filter((cookie) => names.includes(cookie.name)).map((cookie) => [cookie.name, cookie]));
}

/** Every location cookie is stored for about one day (a minute of slack for a slow machine), selected_by=user. */
export async function expectLocationStored(context: BrowserContext, pincode: RegExp): Promise<void> {
  const cookies = await locationCookies(context);
  expect([...cookies.keys()].sort(), "all location cookies are stored").toEqual([...LOCATION_COOKIES].sort());
  expect(cookies.get("selected_by")?.value).toBe("user");
  expect(cookies.get("pincode")?.value).toMatch(pincode);
  expect(cookies.get("country")?.value).toBe("India");
  for (const name of ["lat", "lon", "lng"]) expect(Number.isFinite(Number(cookies.get(name)?.value)), `${name} is a number`).toBe(true);
  const now = Date.now() / 1000;
  for (const [name, cookie] of cookies) {
    expect(cookie.expires, `${name} expires in about one day`).toBeGreaterThan(now + ONE_DAY_SECONDS - 120);
    expect(cookie.expires, `${name} expires in about one day`).toBeLessThan(now + ONE_DAY_SECONDS + 120);
  }
}

/** Lab cards in page order: name (the lab's h3) and the distance badge parsed to kilometres (null when absent). */
export async function labCards(page: Page): Promise<{ name: string; km: number | null }[]> {
  return page.getByTestId("lab-card").evaluateAll((cards) =>
    cards.map((card) => {
      const badge = card.querySelector('[data-testid="lab-distance"]')?.textContent ?? "";
      const km = /(\d+(?:\.\d+)?)/.exec(badge);
      return { name: card.querySelector("h3")?.textContent?.trim() ?? "", km: km ? Number(km[1]) : null };
    }),
  );
}

/** Labs nearest first: every card has a "N.N km" badge (in the reader's words), in ascending order, and the first labs are in `area`. */
export async function expectNearestFirst(page: Page, lang: Lang, area: string, inArea = 1): Promise<void> {
  await expect(page.getByTestId("lab-card").first()).toBeVisible(SLOW);
  const badge = page.getByTestId("lab-distance").first();
  await expect(badge).toHaveText(textWith(lang, "labs.distance", "km", "\\d+\\.\\d", "home"));
  const cards = await labCards(page);
  expect(cards.length, "labs are listed").toBeGreaterThan(inArea);
  const kms = cards.map((card) => card.km);
  expect(kms, "every lab card shows its distance").not.toContain(null);
  expect(kms, "labs are sorted by distance, nearest first").toEqual([...kms].sort((a, b) => a! - b!));
  for (const card of cards.slice(0, inArea)) expect(card.name, `the nearest labs are in ${area}`).toMatch(new RegExp(`, ${area}$`));
}

/** A catalog text as a pattern (spaces around it allowed), with one {{value}} standing for `pattern` (e.g. 'Usually {{price}}' with a rupee amount). */
export function textWith(lang: Lang, key: string, name: string, pattern: string, namespace = "common"): RegExp {
  const marker = "\u0000";
  const escaped = text(lang, key, { [name]: marker }, namespace).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^\\s*${escaped.replace(marker, pattern)}\\s*$`);
}

/** A rupee amount as formatRupees writes it: ₹650, ₹1,200 or ₹1,200.50. */
export const RUPEES = "₹\\s?\\d{1,3}(?:,\\d{2,3})*(?:\\.\\d{2})?";

export const testName = (lang: Lang, slug: string) => text(lang, `tests.${slug}.name`, {}, "tests");
export const areaName = (lang: Lang, area: string) => text(lang, `areas.${area}`);
