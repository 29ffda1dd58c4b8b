import { describe, expect, it } from "vitest";
import type { TOptions } from "./t-function";
import { Translator } from "./translator";

/** These tests use made-up catalogs, not ours: their keys are not checked against the English catalogs. */
const loose = (t: unknown) => t as (key: string, options?: TOptions) => unknown;

const common = { nav: { home: "Home" }, areas: { Kolkata: "Kolkata" } };
const services = {
  later: "Later",
  form: { sent: "Sent to {{name}}", both: "{{a}} and {{ a }}, {{missing}}" },
  hospitals_one: "{{count}} hospital",
  hospitals_other: "{{count}} hospitals",
  legal: { intro: "For {{brand}}", list: { a: "One", b: "Two at {{email}}" } },
};

describe("Translator", () => {
  it("gives each namespace one t, remembers plain texts, and does not remember a key until its namespace arrives", () => {
    const translator = new Translator("en", { common });
    const t = loose(translator.fixedT("services"));
    expect(loose(translator.fixedT("services"))).toBe(t);
    expect(t("later")).toBe("⟦later⟧");
    translator.addNamespace("services", services);
    expect(t("later")).toBe("Later");
    expect(t("later")).toBe("Later");
  });

  it("never replaces a namespace once added", () => {
    const translator = new Translator("en", { services });
    translator.addNamespace("services", { later: "Changed" });
    expect(loose(translator.fixedT("services"))("later")).toBe("Later");
  });

  it("fills placeholders, leaves one without a value, and empties one passed as undefined or null", () => {
    const t = loose(new Translator("en", { services }).fixedT("services"));
    expect(t("form.sent", { name: "Rina" })).toBe("Sent to Rina");
    expect(t("form.sent", { name: "$& <b>" })).toBe("Sent to $& <b>");
    expect(t("form.both", { a: 1 })).toBe("1 and 1, {{missing}}");
    expect(t("form.both", { a: null, missing: undefined })).toBe(" and , ");
    expect(t("form.sent")).toBe("Sent to {{name}}");
  });

  it("chooses the plural form by count, with each language's rules", () => {
    const en = loose(new Translator("en", { services }).fixedT("services"));
    expect(en("hospitals", { count: 0 })).toBe("0 hospitals");
    expect(en("hospitals", { count: 1 })).toBe("1 hospital");
    expect(en("hospitals", { count: 5 })).toBe("5 hospitals");
    const hi = loose(new Translator("hi", { services }).fixedT("services"));
    expect(hi("hospitals", { count: 0 })).toBe("0 hospital");
    expect(hi("hospitals", { count: 1 })).toBe("1 hospital");
    expect(hi("hospitals", { count: 2 })).toBe("2 hospitals");
    const bn = loose(new Translator("bn", { services }).fixedT("services"));
    expect(bn("hospitals", { count: 0 })).toBe("0 hospital");
    expect(bn("hospitals", { count: 2 })).toBe("2 hospitals");
  });

  it("reads another namespace with ns:key, and t is the common namespace", () => {
    const translator = new Translator("en", { common, services });
    expect(loose(translator.fixedT("services"))("common:nav.home")).toBe("Home");
    expect(loose(translator.t)("nav.home")).toBe("Home");
    expect(loose(translator.t)("services:hospitals", { count: 2 })).toBe("2 hospitals");
  });

  it("marks a missing key, with or without a default value, as i18next did", () => {
    const t = loose(new Translator("en", { common, services }).fixedT("services"));
    expect(t("no.such")).toBe("⟦no.such⟧");
    expect(t("common:areas.Siliguri", { defaultValue: "Siliguri" })).toBe("Siliguri");
    expect(t("common:areas.Siliguri")).toBe("⟦areas.Siliguri⟧");
    expect(t("common:areas.Kolkata", { defaultValue: "Elsewhere" })).toBe("Kolkata");
  });

  it("answers a subtree only when asked, filled with the values", () => {
    const t = loose(new Translator("en", { services }).fixedT("services"));
    expect(t("legal", { returnObjects: true, brand: "Nikat", email: "a@b.in" })).toEqual({ intro: "For Nikat", list: { a: "One", b: "Two at a@b.in" } });
    expect(t("legal")).toBe("key 'legal (en)' returned an object instead of string.");
  });
});
