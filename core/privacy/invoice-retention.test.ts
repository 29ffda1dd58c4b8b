import { describe, expect, it } from "vitest";
import { invoiceKeptUntil } from "./invoice-retention";

describe("invoiceKeptUntil (CGST Act s.36: 72 months from the annual return's due date)", () => {
  it("keeps an invoice of May 2026 (financial year 2026-27, return due 31/12/2027) until 31/12/2033", () => {
    expect(invoiceKeptUntil(new Date("2026-05-10T06:00:00Z"))).toBe("2033-12-31");
  });

  it("keeps an invoice of March 2026 (financial year 2025-26, return due 31/12/2026) until 31/12/2032", () => {
    expect(invoiceKeptUntil(new Date("2026-03-31T12:00:00Z"))).toBe("2032-12-31");
  });

  it("reads the invoice's day in Kolkata: 31 March 20:00 UTC is already 1 April there, the next financial year", () => {
    expect(invoiceKeptUntil(new Date("2026-03-31T20:00:00Z"))).toBe("2033-12-31");
  });
});
