import { describe, expect, it } from "vitest";
import { PRINT_TOKEN_SECONDS, invoicePrintToken, isInvoicePrintToken, isLegacyInvoiceToken, legacyInvoiceToken } from "./invoice-token";

const secret = "a-secret-of-at-least-32-characters-long";

describe("the links sent before migration 0037", () => {
  it("are recognised for their invoice and secret only", () => {
    const token = legacyInvoiceToken(secret, 7);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(isLegacyInvoiceToken(secret, 7, token)).toBe(true);
    expect(isLegacyInvoiceToken(secret, 8, token)).toBe(false);
    expect(isLegacyInvoiceToken("another-secret-of-at-least-32-characters", 7, token)).toBe(false);
    expect(isLegacyInvoiceToken(secret, 7, "")).toBe(false);
    expect(isLegacyInvoiceToken(secret, 7, null)).toBe(false);
    expect(isLegacyInvoiceToken(secret, 7, "ü".repeat(32))).toBe(false);
  });
});

describe("the printer's token", () => {
  const now = new Date("2026-11-26T08:00:00Z");
  it("opens its one invoice until it expires", () => {
    const token = invoicePrintToken(secret, 12, now);
    expect(isInvoicePrintToken(secret, 12, token, now)).toBe(true);
    expect(isInvoicePrintToken(secret, 12, token, new Date(now.getTime() + (PRINT_TOKEN_SECONDS - 1) * 1000))).toBe(true);
    expect(isInvoicePrintToken(secret, 12, token, new Date(now.getTime() + PRINT_TOKEN_SECONDS * 1000))).toBe(false);
    expect(isInvoicePrintToken(secret, 13, token, now)).toBe(false);
    expect(isInvoicePrintToken("another-secret-of-at-least-32-characters", 12, token, now)).toBe(false);
  });
  it("cannot be stretched by changing its expiry, and is never a legacy link", () => {
    const token = invoicePrintToken(secret, 12, now);
    const [expires, mac] = token.split(".");
    expect(isInvoicePrintToken(secret, 12, `${Number(expires) + 3600}.${mac}`, now)).toBe(false);
    expect(isLegacyInvoiceToken(secret, 12, token)).toBe(false);
    expect(isInvoicePrintToken(secret, 12, legacyInvoiceToken(secret, 12), now)).toBe(false);
  });
});
