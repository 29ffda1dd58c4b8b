import { describe, expect, it } from "vitest";
import { normaliseIndianMobile } from "./indian-mobile";

describe("normaliseIndianMobile", () => {
  it.each([
    ["9830012345", "9830012345"],
    ["98300 12345", "9830012345"],
    ["+91 98300 12345", "9830012345"],
    ["+919830012345", "9830012345"],
    ["919830012345", "9830012345"],
    ["09830012345", "9830012345"],
    ["098300-12345", "9830012345"],
    ["(+91) 6000 000 000", "6000000000"],
  ])("keeps the 10 digits of %s", (text, digits) => {
    expect(normaliseIndianMobile(text)).toBe(digits);
  });

  it.each(["", "12345", "983001234", "98300123456", "5830012345", "+1 9830012345", "98300abcde", "0091 9830012345"])(
    "refuses %j",
    (text) => {
      expect(normaliseIndianMobile(text)).toBeNull();
    },
  );
});
