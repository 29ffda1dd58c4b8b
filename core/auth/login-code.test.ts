import { describe, expect, it } from "vitest";
import { generateCode, hashCode, hashesMatch, isWellFormedCode } from "./login-code";

describe("login codes", () => {
  it("are six digits, leading zeros kept, and not predictable", () => {
    const codes = Array.from({ length: 2_000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1_990);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
  });

  it("are stored as a keyed hash that depends on secret, phone, purpose and code", () => {
    const base = hashCode("secret-a", "9876543210", "login", "123456");
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(base).not.toContain("123456");
    expect(hashCode("secret-b", "9876543210", "login", "123456")).not.toBe(base);
    expect(hashCode("secret-a", "9876543211", "login", "123456")).not.toBe(base);
    expect(hashCode("secret-a", "9876543210", "password_reset", "123456")).not.toBe(base);
    expect(hashCode("secret-a", "9876543210", "login", "123457")).not.toBe(base);
  });

  it("compares hashes in constant time and never throws on odd input", () => {
    const a = hashCode("s", "9876543210", "login", "111111");
    expect(hashesMatch(a, a)).toBe(true);
    expect(hashesMatch(a, hashCode("s", "9876543210", "login", "111112"))).toBe(false);
    expect(hashesMatch(a, "")).toBe(false);
    expect(hashesMatch(a, "zz")).toBe(false);
  });

  it("accepts only six digits as a typed code", () => {
    expect(isWellFormedCode("012345")).toBe(true);
    for (const bad of ["12345", "1234567", "12345a", " 123456", ""]) expect(isWellFormedCode(bad)).toBe(false);
  });
});
