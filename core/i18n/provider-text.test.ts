import { describe, expect, it } from "vitest";
import { providerTextIn } from "./provider-text";

describe("providerTextIn", () => {
  const texts = { en: "Since 1990.", hi: "1990 से।", bn: null };

  it("gives the visitor's language when the provider wrote in it", () => {
    expect(providerTextIn(texts, "hi")).toEqual({ text: "1990 से।", lang: "hi" });
  });

  it("falls back to the English original, marked as English", () => {
    expect(providerTextIn(texts, "bn")).toEqual({ text: "Since 1990.", lang: "en" });
    expect(providerTextIn({ ...texts, bn: "  " }, "bn")).toEqual({ text: "Since 1990.", lang: "en" });
    expect(providerTextIn(texts, "en")).toEqual({ text: "Since 1990.", lang: "en" });
  });

  it("is null without any text", () => {
    expect(providerTextIn({ en: null, hi: null, bn: null }, "hi")).toBeNull();
    expect(providerTextIn({ en: " ", hi: null, bn: null }, "en")).toBeNull();
  });
});
