import { describe, expect, it } from "vitest";
import { hostText } from "./error-messages";

describe("hostText", () => {
  it("answers the host's own refusals in the visitor's language, with values filled in", () => {
    expect(hostText("en", "errors.payloadTooLarge")).toBe("What was sent is too large for this form. Please shorten it and try again.");
    expect(hostText("bn", "errors.reference", { id: "abc-123" })).toBe("রেফারেন্স: abc-123");
    expect(hostText("hi", "errors.server")).toBe("हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया थोड़ी देर में फिर कोशिश करें।");
  });
});
