import { describe, expect, it } from "vitest";
import { booksHoldEnds, gstHoldEnds, invoiceKeptUntil } from "./invoice-retention";

describe("how long an invoice is held after an erasure", () => {
  it("GST (CGST Act s.36): 72 months from the annual return's due date, 31 December after the financial year", () => {
    expect(gstHoldEnds(new Date("2026-05-10T06:00:00Z"))).toBe("2033-12-31");
    expect(gstHoldEnds(new Date("2026-03-31T12:00:00Z"))).toBe("2032-12-31");
  });

  it("books of account (Companies Act s.128(5)): to the end of the eighth financial year after the invoice's own", () => {
    expect(booksHoldEnds(new Date("2026-05-10T06:00:00Z"))).toBe("2035-03-31");
    expect(booksHoldEnds(new Date("2026-03-31T12:00:00Z"))).toBe("2034-03-31");
  });

  it("keeps an invoice until the later of the two", () => {
    expect(invoiceKeptUntil(new Date("2026-05-10T06:00:00Z"))).toBe("2035-03-31");
  });

  it("reads the invoice's day in Kolkata: 31 March 20:00 UTC is already 1 April there, the next financial year", () => {
    expect(gstHoldEnds(new Date("2026-03-31T20:00:00Z"))).toBe("2033-12-31");
    expect(booksHoldEnds(new Date("2026-03-31T20:00:00Z"))).toBe("2035-03-31");
  });
});
