import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { whatsAppSupportUrl } from "./support-links";

const chatText = (lang: string) =>
  (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../i18n/locales", lang, "common.json"), "utf8")) as { support: { chatText: string } }).support.chatText;

describe("the support chat link", () => {
  it("prefills the spec's English text for English readers", () => {
    expect(chatText("en")).toBe("I need assistance");
    expect(whatsAppSupportUrl("9800000000", chatText("en"))).toBe("https://wa.me/919800000000?text=I%20need%20assistance");
  });

  it.each([
    ["hi", /^[\u0900-\u097F\s]+$/],
    ["bn", /^[\u0980-\u09FF\s]+$/],
  ])("prefills the request in %s's own script", (lang, script) => {
    expect(chatText(lang)).toMatch(script);
    const url = new URL(whatsAppSupportUrl("9800000000", chatText(lang)));
    expect(url.searchParams.get("text")).toBe(chatText(lang));
  });
});
