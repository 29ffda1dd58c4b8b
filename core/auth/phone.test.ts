import { describe, expect, it } from "vitest";
import { isValidIndianMobile, normalizePhone } from "./phone";

describe("phone numbers", () => {
  it.each(["9876543210", "6000000000", "98765 43210", "+91 98765-43210", "+919876543210"])("accepts %s", (input) => {
    expect(isValidIndianMobile(input)).toBe(true);
    expect(normalizePhone(input)).toBe(input.replace(/\D/g, "").slice(-10));
  });

  it.each(["987654321", "98765432100", "5876543210", "0987654321", "919876543210", "98765432a0", "", "+1 9876543210"])("refuses %s", (input) => {
    expect(isValidIndianMobile(input)).toBe(false);
  });
});
