import { describe, expect, it } from "vitest";
import { hostErrorText, hostT } from "./host-texts";
import { unavailablePage } from "./database-unavailable";

describe("the host's texts", () => {
  it("answers the host's own refusals in the visitor's language, with values filled in by the pages' translator", () => {
    expect(hostErrorText("en", "payloadTooLarge")).toBe("What was sent is too large for this form. Please shorten it and try again.");
    expect(hostT("bn", "common")("errors.reference", { id: "abc-123" })).toBe("রেফারেন্স: abc-123");
    expect(hostErrorText("hi", "server")).toBe("हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया थोड़ी देर में फिर कोशिश करें।");
  });

  it("counts an error's details as the pages do, and reads a code with no text as the generic message", () => {
    expect(hostErrorText("en", "tooManyRequests", { minutes: 1 })).toBe("Too many requests. Please try again in 1 minute.");
    expect(hostErrorText("en", "tooManyRequests", { minutes: 5 })).toBe("Too many requests. Please try again in 5 minutes.");
    expect(hostErrorText("en", "noSuchCode")).toBe(hostErrorText("en", "server"));
  });

  it("fills the database-unavailable page from the unavailable namespace, escaped", () => {
    const page = unavailablePage("en", { name: "Nikat <Care>", supportPhone: "033 4000 0000" });
    expect(page).toContain("<h1>Nikat &#60;Care&#62; is briefly unavailable</h1>");
    expect(page).toContain("call our support team on 033 4000 0000.");
    expect(unavailablePage("hi", { name: "Nikat", supportPhone: "1" })).toContain('<html lang="hi">');
  });
});
