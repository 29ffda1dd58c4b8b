import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage, languageOfPath, nextLanguage, resolveLanguage } from "./language";

describe("nextLanguage (spec 000 §4)", () => {
  it("cycles bn → en → hi → bn", () => {
    expect(nextLanguage("bn")).toBe("en");
    expect(nextLanguage("en")).toBe("hi");
    expect(nextLanguage("hi")).toBe("bn");
  });

  it.each([undefined, null, "", "fr", "EN", "hindi"])("goes to hi from %o", (current) => {
    expect(nextLanguage(current)).toBe("hi");
  });

  it("comes back to the start after three presses", () => {
    expect(nextLanguage(nextLanguage(nextLanguage("bn")))).toBe("bn");
  });
});

describe("resolveLanguage", () => {
  it("prefers the /{lang} path, then the cookie, then Accept-Language, then English", () => {
    expect(resolveLanguage({ pathLanguage: "bn", cookie: "hi", acceptLanguage: "en" })).toBe("bn");
    expect(resolveLanguage({ pathLanguage: "xx", cookie: "hi", acceptLanguage: "bn" })).toBe("hi");
    expect(resolveLanguage({ cookie: "fr", acceptLanguage: "bn-IN,bn;q=0.9,en;q=0.8" })).toBe("bn");
    expect(resolveLanguage({ cookie: undefined, acceptLanguage: "de-DE" })).toBe("en");
    expect(resolveLanguage({})).toBe("en");
  });
});

describe("languageFromAcceptLanguage", () => {
  it("honours q-values and order", () => {
    expect(languageFromAcceptLanguage("en;q=0.5, hi;q=0.9")).toBe("hi");
    expect(languageFromAcceptLanguage("fr, bn, hi")).toBe("bn");
    expect(languageFromAcceptLanguage("hi;q=0, en")).toBe("en");
    expect(languageFromAcceptLanguage("")).toBeUndefined();
  });
});

describe("languageOfPath", () => {
  it("recognises only the three language addresses", () => {
    expect(languageOfPath("/hi")).toBe("hi");
    expect(languageOfPath("/bn/")).toBe("bn");
    expect(languageOfPath("/")).toBeUndefined();
    expect(languageOfPath("/hi/more")).toBeUndefined();
    expect(languageOfPath("/fr")).toBeUndefined();
  });
});
