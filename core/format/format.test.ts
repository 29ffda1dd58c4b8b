import { describe, expect, it } from "vitest";
import { LANGUAGE_TABLE, LANGUAGES } from "../i18n/languages";
import { formatDate, formatDateTime, formatRupees, formatTime } from "./format";

describe("dates and times in Asia/Kolkata", () => {
  it("writes dd/mm/yyyy in India's calendar day, not the server's", () => {
    expect(formatDate("2026-11-22T18:29:59Z")).toBe("22/11/2026");
    expect(formatDate("2026-11-22T18:30:00Z")).toBe("23/11/2026");
    expect(formatDate(new Date("2024-07-03T00:00:00+05:30"))).toBe("03/07/2024");
  });

  it("uses a 12-hour clock with am/pm, midnight and noon as 12", () => {
    expect(formatTime("2026-11-22T18:30:00Z")).toBe("12:00 am");
    expect(formatTime("2026-11-22T06:30:00Z")).toBe("12:00 pm");
    expect(formatTime("2026-11-22T13:35:00Z")).toBe("7:05 pm");
    expect(formatTime("2026-11-22T03:45:00Z")).toBe("9:15 am");
  });

  it("joins both", () => {
    expect(formatDateTime("2026-11-22T13:35:00Z")).toBe("22/11/2026, 7:05 pm");
  });
});

describe("money", () => {
  it("formats paise as rupees with Indian grouping", () => {
    expect(formatRupees(123_456_700)).toBe("₹12,34,567");
    expect(formatRupees(49_900)).toBe("₹499");
    expect(formatRupees(49_950)).toBe("₹499.50");
    expect(formatRupees(0)).toBe("₹0");
  });

  it.each(LANGUAGES)("groups lakhs and crores with Latin digits in %s", (lang) => {
    expect(formatRupees(10_000_000)).toBe("₹1,00,000");
    expect(formatRupees(1_000_000_000)).toBe("₹1,00,00,000");
    const intl = new Intl.NumberFormat(LANGUAGE_TABLE[lang].intlLocale, { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    expect(intl.format(100_000)).toBe("₹1,00,000");
    expect(intl.format(10_000_000)).toBe("₹1,00,00,000");
    expect(new Intl.NumberFormat(LANGUAGE_TABLE[lang].intlLocale).format(1_234_567.5)).toBe("12,34,567.5");
  });

  it("refuses fractions of a paisa", () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });
});
