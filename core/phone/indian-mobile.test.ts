import { describe, expect, it } from "vitest";
import { isIndianMobile, parseIndianMobile } from "./indian-mobile";

describe("Indian mobile numbers: one rule for login, forms and appointments", () => {
  it.each([
    ["9830012345", "9830012345"],
    ["6000000000", "6000000000"],
    ["98300 12345", "9830012345"],
    ["98300-12345", "9830012345"],
    ["+91 98300 12345", "9830012345"],
    ["+91 98765-43210", "9876543210"],
    ["+919830012345", "9830012345"],
    ["91 98300 12345", "9830012345"],
    ["919830012345", "9830012345"],
    ["09830012345", "9830012345"],
    ["098300-12345", "9830012345"],
    ["(+91) 6000 000 000", "6000000000"],
    ["(0) 98300.12345", "9830012345"],
    [" 98300 12345 ", "9830012345"],
  ])("keeps the 10 digits of %j", (text, digits) => {
    expect(parseIndianMobile(text)).toBe(digits);
    expect(isIndianMobile(text)).toBe(true);
  });

  it.each([
    "",
    "12345",
    "987654321",
    "983001234",
    "98300123456",
    "98765432100",
    "5830012345",
    "0987654321",
    "+1 9830012345",
    "+1 9876543210",
    "98300abcde",
    "98765432a0",
    "0091 9830012345",
    "+91 +91 9830012345",
    "9191 9830012345",
    "००9830012345",
    "९८३००१२३४५",
  ])("refuses %j", (text) => {
    expect(parseIndianMobile(text)).toBeNull();
    expect(isIndianMobile(text)).toBe(false);
  });
});
