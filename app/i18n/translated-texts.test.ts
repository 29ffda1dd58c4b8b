import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Trans } from "./trans";
import { Translator } from "./translator/translator";

const dir = path.join(import.meta.dirname, "locales");
const catalogs = (lang: string) =>
  Object.fromEntries(fs.readdirSync(path.join(dir, lang)).map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, lang, file), "utf8")) as Record<string, unknown>]));
const hi = new Translator("hi", catalogs("hi"));
const bn = new Translator("bn", catalogs("bn"));
const en = new Translator("en", catalogs("en"));

/** Texts of our own catalogs, each checked against what i18next answered before it was replaced. */
describe("translated texts", () => {
  it("use the singular for 0 and 1 in Hindi and Bengali, and for 1 only in English", () => {
    const showAll = (translator: Translator, count: number) => translator.fixedT("hospitals")("showAll", { count });
    expect([0, 1, 2].map((count) => showAll(hi, count))).toEqual(["0 अस्पताल देखें", "1 अस्पताल देखें", "सभी 2 अस्पताल देखें"]);
    expect([0, 1, 5].map((count) => showAll(bn, count))).toEqual(["0টি হাসপাতাল দেখুন", "1টি হাসপাতাল দেখুন", "সব 5টি হাসপাতাল দেখুন"]);
    expect([0, 1, 2].map((count) => showAll(en, count))).toEqual(["Show all 0 hospitals", "Show the 1 hospital", "Show all 2 hospitals"]);
  });

  it("fill values next to the count", () => {
    expect(bn.fixedT("doctorCard")("rating", { rating: "4.5", count: 5 })).toBe("4.5 (5টি রিভিউ)");
    expect(en.fixedT("doctorCard")("rating", { rating: "4.5", count: 1 })).toBe("4.5 (1 review)");
  });

  it("read the common namespace from a page's t, and mark a missing area even with a default", () => {
    const t = en.fixedT("home");
    expect(t("common:nav.home")).toBe(en.t("nav.home"));
    expect(t("common:areas.Nowhere Town" as string, { defaultValue: "Nowhere Town" })).toBe("Nowhere Town");
  });

  it("render a linked part of a sentence with <Trans>", () => {
    const t = hi.fixedT("services");
    const html = renderToStaticMarkup(createElement(Trans, { t, i18nKey: "form.privacy", components: { privacy: createElement("a", { href: "/privacy-policy" }) } }));
    expect(html).toBe('आपकी जानकारी का इस्तेमाल हम सिर्फ़ आपको जवाब देने के लिए करते हैं। हमारी <a href="/privacy-policy">प्राइवेसी पॉलिसी</a> पढ़ें।');
  });
});
