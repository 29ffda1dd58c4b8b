import { describe, expect, it } from "vitest";
import type { AppError } from "../errors/app-error";
import { hashPassword, verifyPassword } from "./password";
import { checkNewPassword } from "./password-policy";

describe("passwords", () => {
  it("hashes with Argon2id at OWASP's parameters and verifies", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterY")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("wants 8 or more characters and a matching confirmation", () => {
    expect(() => checkNewPassword("short", "short")).toThrow(expect.objectContaining({ code: "passwordTooShort" }) as AppError);
    expect(() => checkNewPassword("long enough", "long enough!")).toThrow(expect.objectContaining({ code: "passwordMismatch" }) as AppError);
    expect(() => checkNewPassword("x".repeat(129), "x".repeat(129))).toThrow(expect.objectContaining({ code: "tooLong" }) as AppError);
    expect(() => checkNewPassword("long enough", "long enough")).not.toThrow();
  });
});
