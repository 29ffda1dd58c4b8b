import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { pageData } from "./page.server";

const navigation = { lang: "en", documentRequest: false, origin: "http://127.0.0.1", brand: { name: "Nikat" } } as unknown as AppLoadContext;
const wholePage = { ...navigation, documentRequest: true } as AppLoadContext;

describe("pageData", () => {
  it("sends the page's texts to the browser without its SEO groups, which only the server reads", () => {
    const data = pageData(navigation, new Request("http://127.0.0.1/"), "home", { seoKey: "seoPlace", values: { place: "Raiganj" } });
    const home = data.i18n.resources?.home as Record<string, unknown>;
    expect(Object.keys(home)).toEqual(expect.arrayContaining(["hero", "labs", "booking", "faq"]));
    expect(Object.keys(home).filter((group) => /^seo|Seo$/.test(group))).toEqual([]);
    expect(data.seo.title).toContain("Raiganj");
  });

  it("drops the other pages' SEO groups too (forgotSeo)", () => {
    const data = pageData(navigation, new Request("http://127.0.0.1/login"), "account", { seoKey: "forgotSeo" });
    expect(Object.keys(data.i18n.resources?.account as object)).not.toContain("forgotSeo");
    expect(data.seo.title.length).toBeGreaterThan(0);
  });

  it("names the catalogs' versioned addresses on a whole-page load instead of carrying their texts", () => {
    const data = pageData(wholePage, new Request("http://127.0.0.1/"), "home", { alsoNamespaces: ["hospitals"] });
    expect(data.i18n.resources).toBeUndefined();
    expect(data.i18n.catalogs).toEqual([expect.stringMatching(/^\/i18n\/en\/home\.[0-9a-f]{12}\.json$/), expect.stringMatching(/^\/i18n\/en\/hospitals\.[0-9a-f]{12}\.json$/)]);
  });
});
