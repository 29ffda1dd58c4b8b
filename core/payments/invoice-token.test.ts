import { describe, expect, it } from "vitest";
import { invoicePath, invoiceToken, isInvoiceToken } from "./invoice-token";

const secret = "a-server-secret-of-at-least-32-characters";

describe("invoice tokens", () => {
  it("accepts the token made for the number and secret, and nothing else", () => {
    const token = invoiceToken(secret, 7);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(isInvoiceToken(secret, 7, token)).toBe(true);
    expect(isInvoiceToken(secret, 8, token)).toBe(false);
    expect(isInvoiceToken("another-secret-of-at-least-32-characters", 7, token)).toBe(false);
    expect(isInvoiceToken(secret, 7, `${token.slice(0, 31)}${token.endsWith("A") ? "B" : "A"}`)).toBe(false);
    expect(isInvoiceToken(secret, 7, "")).toBe(false);
    expect(isInvoiceToken(secret, 7, null)).toBe(false);
    expect(isInvoiceToken(secret, 7, "ü".repeat(32))).toBe(false);
  });

  it("builds the link", () => {
    expect(invoicePath(secret, 12)).toBe(`/invoice/12?token=${invoiceToken(secret, 12)}`);
  });
});
