import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirectPath("/at/Raiganj?x=1#faq")).toBe("/at/Raiganj?x=1#faq");
  });

  it.each(["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", "", null, 42])("refuses %o", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });
});
