import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Translator } from "../i18n/translator/translator";
import { errorText } from "./error-text";

const catalog = (lang: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../i18n/locales", lang, "common.json"), "utf8")) as Record<string, unknown>;

describe("errorText", () => {
  const t = new Translator("en", { common: catalog("en") }).t;

  it("says one second, one minute and one try in the singular", () => {
    expect(errorText(t, { error: "resendTooSoon", details: { seconds: 1 } })).toBe("Please wait 1 second before asking for another code.");
    expect(errorText(t, { error: "tooManyRequests", details: { minutes: 1 } })).toBe("Too many requests. Please try again in 1 minute.");
    expect(errorText(t, { error: "tooManyAttempts", details: { minutes: 1 } })).toBe("Too many login attempts. Please try again in 1 minute.");
    expect(errorText(t, { error: "codeWrong", details: { attemptsLeft: 1 } })).toBe("Wrong code. 1 try left.");
  });

  it("uses the plural for more, and keeps other details as values", () => {
    expect(errorText(t, { error: "resendTooSoon", details: { seconds: 12 } })).toBe("Please wait 12 seconds before asking for another code.");
    expect(errorText(t, { error: "tooManyAttempts", details: { minutes: 15 } })).toBe("Too many login attempts. Please try again in 15 minutes.");
    expect(errorText(t, { error: "passwordTooShort", details: { min: 8 } })).toBe("The password must have at least 8 characters.");
  });

  it("gives Hindi and Bengali readers the number in their own sentence", () => {
    for (const lang of ["hi", "bn"] as const) {
      const translate = new Translator(lang, { common: catalog(lang) }).t;
      expect(errorText(translate, { error: "resendTooSoon", details: { seconds: 1 } })).toMatch(/ 1 /);
      expect(errorText(translate, { error: "tooManyRequests", details: { minutes: 7 } })).toMatch(/ 7 /);
    }
  });

  it("names the order's status in the reader's language", () => {
    const tracking = (lang: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../i18n/locales", lang, "tracking.json"), "utf8")) as Record<string, unknown>;
    const hindi = new Translator("hi", { common: catalog("hi"), tracking: tracking("hi") }).t;
    const text = errorText(hindi, { error: "orderState", details: { status: "Sample Collected" } });
    expect(text).not.toContain("Sample Collected");
    expect(text).toContain((tracking("hi").statuses as Record<string, string>).sampleCollected);
    expect(errorText(t, { error: "orderState", details: { status: "Sample Collected" } })).toContain("Sample Collected");
  });
});
