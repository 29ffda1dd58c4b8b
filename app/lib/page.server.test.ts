import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { pageData } from "./page.server";

const context = { lang: "en", origin: "http://127.0.0.1", brand: { name: "Nikat" } } as unknown as AppLoadContext;

describe("pageData", () => {
  it("sends the page's texts to the browser without its SEO groups, which only the server reads", () => {
    const data = pageData(context, new Request("http://127.0.0.1/"), "home", { seoKey: "seoPlace", values: { place: "Raiganj" } });
    const home = data.i18n.resources.home as Record<string, unknown>;
    expect(Object.keys(home)).toEqual(expect.arrayContaining(["hero", "labs", "booking", "faq"]));
    expect(Object.keys(home).filter((group) => /^seo|Seo$/.test(group))).toEqual([]);
    expect(data.seo.title).toContain("Raiganj");
  });

  it("drops the other pages' SEO groups too (forgotSeo)", () => {
    const data = pageData(context, new Request("http://127.0.0.1/login"), "account", { seoKey: "forgotSeo" });
    expect(Object.keys(data.i18n.resources.account as object)).not.toContain("forgotSeo");
    expect(data.seo.title.length).toBeGreaterThan(0);
  });
});
