import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Trans } from "./trans";
import { Translator } from "./translator/translator";

const services = { form: { privacy: "Read our <privacy>Privacy Policy</privacy>.", consent: "I agree to <privacy>P</privacy> and <terms>T</terms> of {{brand}}." }, plain: "Plain" };
const t = new Translator("en", { services }).fixedT("services");
const link = (href: string) => createElement("a", { href, className: "link" });

describe("<Trans>", () => {
  it("puts a tag's text into its component", () => {
    const html = renderToStaticMarkup(createElement(Trans, { t, i18nKey: "form.privacy", components: { privacy: link("/privacy-policy") } }));
    expect(html).toBe('Read our <a href="/privacy-policy" class="link">Privacy Policy</a>.');
  });

  it("fills values and handles several components", () => {
    const html = renderToStaticMarkup(createElement(Trans, { t, i18nKey: "form.consent", values: { brand: "Nikat" }, components: { privacy: link("/p"), terms: link("/t") } }));
    expect(html).toBe('I agree to <a href="/p" class="link">P</a> and <a href="/t" class="link">T</a> of Nikat.');
  });

  it("shows a plain text, and the missing-key mark", () => {
    expect(renderToStaticMarkup(createElement(Trans, { t, i18nKey: "plain", components: {} }))).toBe("Plain");
    expect(renderToStaticMarkup(createElement(Trans, { t, i18nKey: "nope", components: {} }))).toBe("⟦nope⟧");
  });
});
