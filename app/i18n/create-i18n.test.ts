import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Trans } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n, i18nFor } from "./create-i18n";

const common = { nav: { home: "Home" } };
const services = { form: { privacy: "Read our <privacy>Privacy Policy</privacy>.", sent: "Sent to {{name}}" }, later: "Later" };

describe("page translators", () => {
  it("gives every render of a language the same instance, and another for another language", () => {
    expect(i18nFor("en", common)).toBe(i18nFor("en", common));
    expect(i18nFor("hi", common)).not.toBe(i18nFor("en", common));
  });

  it("remembers plain texts, passes calls with values through, and does not remember a key until its namespace arrives", () => {
    const i18n = createI18n("en", { en: { common } });
    const t = i18n.getFixedT("en", "services");
    expect(i18n.getFixedT("en", "services")).toBe(t);
    expect(t("later")).toBe("⟦later⟧");
    i18n.addResourceBundle("en", "services", services);
    expect(t("later")).toBe("Later");
    expect(t("later")).toBe("Later");
    expect(t("form.sent", { name: "Rina" })).toBe("Sent to Rina");
  });

  it("works inside <Trans>, which reads the namespace from the t it is given", () => {
    const i18n = createI18n("en", { en: { common, services } });
    const t = i18n.getFixedT("en", "services");
    const html = renderToStaticMarkup(createElement(Trans, { t, i18n, i18nKey: "form.privacy", components: { privacy: createElement("a", { href: "/privacy-policy" }) } }));
    expect(html).toBe('Read our <a href="/privacy-policy">Privacy Policy</a>.');
  });
});
