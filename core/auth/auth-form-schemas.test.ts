import { describe, expect, it } from "vitest";
import { changePasswordFormSchema, forgotPasswordFormSchema, loginFormSchema } from "./auth-form-schemas";

const messageOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues[0];

describe("login form schema", () => {
  it("refuses an empty, 2-digit or letter code as malformed before any try is spent", () => {
    for (const code of ["", "12", "abcdef", "1234567", "12 34"]) {
      const issue = messageOf(loginFormSchema.safeParse({ intent: "verify-code", phone: "9830012345", code }));
      expect(issue?.message, code).toBe("errors.codeMalformed");
      expect(issue?.path).toEqual(["code"]);
    }
  });

  it("accepts six digits, with spaces as typed", () => {
    expect(loginFormSchema.parse({ intent: "verify-code", phone: "98300 12345", code: "123 456" })).toMatchObject({ code: "123456" });
  });

  it("refuses a phone that is not an Indian mobile when asking for a code", () => {
    expect(messageOf(loginFormSchema.safeParse({ intent: "request-code", phone: "12345" }))?.message).toBe("errors.phone");
    expect(messageOf(loginFormSchema.safeParse({ intent: "request-code", phone: "" }))?.message).toBe("errors.required");
  });

  it("reports a missing or unknown intent as an unreadable form", () => {
    for (const intent of [undefined, "drop-table"]) {
      const issue = messageOf(loginFormSchema.safeParse({ intent, phone: "9830012345" }));
      expect(issue?.message).toBe("errors.badForm");
    }
  });

  it("needs phone and password for the password login", () => {
    expect(messageOf(loginFormSchema.safeParse({ intent: "password-login", phone: "9830012345", password: "" }))?.message).toBe("errors.required");
  });
});

describe("password forms", () => {
  it("refuse a malformed reset code and over-long passwords", () => {
    expect(messageOf(forgotPasswordFormSchema.safeParse({ intent: "reset", phone: "9830012345", code: "12", password: "long enough", confirmation: "long enough" }))?.message).toBe("errors.codeMalformed");
    expect(messageOf(changePasswordFormSchema.safeParse({ password: "x".repeat(200), confirmation: "x" }))?.message).toBe("errors.tooLong");
    expect(changePasswordFormSchema.parse({ password: "long enough", confirmation: "long enough" })).toEqual({ current: "", password: "long enough", confirmation: "long enough" });
  });
});
