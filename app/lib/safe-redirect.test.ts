import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/at/Raiganj?x=1#faq", "/at/Raiganj?x=1#faq"],
    ["/trace/test/4", "/trace/test/4"],
    ["/hi", "/hi"],
    ["/a/../b", "/b"],
    ["/./faq", "/faq"],
    ["/.\\x", "/x"],
    ["/search?q=//evil.example", "/search?q=//evil.example"],
  ])("keeps the same-site path %o as %o", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    "/.//evil.example",
    "/.//evil.example/phish",
    "/..//x",
    "/../..//x",
    "/%2e//x",
    "/%2E%2E//x",
    "/.%2e//x",
    "/.\\/x",
    "/./\\x",
    "/.\\\\x",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/%5Cevil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "https://evil.example/",
    "http:evil.example",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    " //evil.example",
    "evil.example",
    "./x",
    "",
    null,
    42,
    undefined,
  ])("refuses %o", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  it("falls back to the given default", () => {
    expect(safeRedirectPath("/.//evil.example", "/#booking")).toBe("/#booking");
  });
});
