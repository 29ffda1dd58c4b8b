import type { BrowserContext, Page } from "@playwright/test";
import { catalogKeys, collectErrors, SCRIPT_OF, setLanguageCookie, untranslatedFragments, type Lang } from "./support";

const KEYS = catalogKeys();

type Snapshot = {
  htmlLang: string | null;
  h1: { count: number; visible: boolean; text: string };
  title: string;
  metas: Record<string, string[]>;
  canonicals: string[];
  bodyText: string;
  /** Every text node and every human-facing attribute, hidden ones included (closed menus and dialogs). */
  allText: string;
};

const META_NAMES = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:url"]',
  'meta[property="og:image"]',
  'meta[property="og:image:width"]',
  'meta[property="og:image:height"]',
  'meta[name="twitter:card"]',
] as const;

/** Everything the checks need, read in one round trip (a page of the sweep costs one navigation and one evaluate). */
function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate((selectors) => {
    const h1s = [...document.querySelectorAll("h1")];
    const first = h1s[0];
    const rect = first?.getBoundingClientRect();
    return {
      htmlLang: document.documentElement.getAttribute("lang"),
      h1: {
        count: h1s.length,
        visible: Boolean(first && first.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && rect && rect.width > 0 && rect.height > 0),
        text: first?.textContent?.trim() ?? "",
      },
      title: document.title,
      metas: Object.fromEntries(
        selectors.map((selector) => [selector, [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute("content") ?? "")]),
      ),
      canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((el) => el.getAttribute("href") ?? ""),
      bodyText: document.body.innerText,
      allText: (() => {
        const parts: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node instanceof Element) {
            for (const name of ["aria-label", "title", "placeholder", "alt", "value"]) {
              const value = node.getAttribute(name);
              if (value && !(name === "value" && node.getAttribute("type") === "hidden")) parts.push(value);
            }
          } else if (!node.parentElement?.closest("script, style, template, noscript")) {
            parts.push(node.textContent ?? "");
          }
        }
        return parts.join("\n");
      })(),
    };
  }, META_NAMES as unknown as string[]);
}

/**
 * What every page owes its reader (spec 000 §1), as a list of problems (empty when all is well):
 * status 200, the language, one visible h1, title, description, keywords, canonical without the query,
 * Open Graph and Twitter tags, no untranslated text, no errors in the browser.
 */
export async function pageProblems(page: Page, url: string, lang: Lang): Promise<string[]> {
  const problems: string[] = [];
  const problem = (text: string) => problems.push(`${url} (${lang}): ${text}`);
  const errors = collectErrors(page);

  const response = await page.goto(url);
  // Hydration errors surface after load; the checks below run while the client settles.
  const settled = page.waitForLoadState("networkidle");
  if (response?.status() !== 200) problem(`status ${response?.status()}, expected 200`);
  const snap = await snapshot(page);

  if (snap.htmlLang !== lang) problem(`<html lang="${snap.htmlLang}">, expected "${lang}"`);
  if (snap.h1.count !== 1) problem(`${snap.h1.count} h1 elements, expected exactly one`);
  else if (!snap.h1.visible) problem("the h1 is not visible");
  else if (!snap.h1.text) problem("the h1 is empty");

  if (!snap.title.trim()) problem("empty <title>");
  for (const selector of META_NAMES) {
    const values = snap.metas[selector] ?? [];
    if (values.length !== 1) problem(`${values.length} × ${selector}, expected one`);
    else if (!values[0]!.trim()) problem(`${selector} is empty`);
  }
  const { origin, pathname } = new URL(page.url());
  const expectedUrl = origin + pathname;
  if (snap.canonicals.length !== 1 || snap.canonicals[0] !== expectedUrl) {
    problem(`canonical ${JSON.stringify(snap.canonicals)}, expected ["${expectedUrl}"]`);
  }
  const meta = (selector: (typeof META_NAMES)[number]) => snap.metas[selector]?.[0];
  if (meta('meta[property="og:url"]') !== expectedUrl) problem(`og:url "${meta('meta[property="og:url"]')}", expected "${expectedUrl}"`);
  if (!/^https?:\/\/[^/]+\/logo-400\.png$/.test(meta('meta[property="og:image"]') ?? "")) {
    problem(`og:image "${meta('meta[property="og:image"]')}" does not end with /logo-400.png`);
  }
  if (meta('meta[property="og:image:width"]') !== "400") problem("og:image:width is not 400");
  if (meta('meta[property="og:image:height"]') !== "400") problem("og:image:height is not 400");

  const seoText = [snap.title, meta('meta[name="description"]'), meta('meta[name="keywords"]'), meta('meta[property="og:title"]')].join("\n");
  for (const fragment of untranslatedFragments(seoText, KEYS)) problem(`untranslated in the head: ${fragment}`);
  for (const fragment of new Set(untranslatedFragments(snap.allText, KEYS))) problem(`untranslated on the page: ${fragment}`);
  if (!SCRIPT_OF[lang].test(snap.bodyText)) problem(`no text in the ${lang} script`);

  await settled;
  for (const error of errors) problem(error);
  return problems;
}

/** The same address in several languages, in one browser context (the cache makes the later loads cheap). */
export async function problemsAcrossLanguages(page: Page, context: BrowserContext, baseURL: string, url: string, langs: readonly Lang[]) {
  const problems: string[] = [];
  for (const lang of langs) {
    await setLanguageCookie(context, baseURL, lang);
    problems.push(...(await pageProblems(page, url, lang)));
  }
  return problems;
}
