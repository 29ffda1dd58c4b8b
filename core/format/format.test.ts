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

  it("agrees with the time-zone database's Asia/Kolkata at every minute it is asked, 1950 to 2100", () => {
    const zone = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", day: "2-digit", month: "2-digit", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true });
    const fromZone = (time: number) => {
      const part = Object.fromEntries(zone.formatToParts(time).map(({ type, value }) => [type, value]));
      return `${part.day}/${part.month}/${part.year}, ${part.hour === "0" ? "12" : part.hour}:${part.minute} ${part.dayPeriod?.toLowerCase()}`;
    };
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    let seed = 20261126;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const minutes = Array.from({ length: 20_000 }, () => Math.floor((from + next() * (to - from)) / 60_000) * 60_000);
    // Each side of every Kolkata midnight and noon in one year, where a wrong offset shows first.
    for (let day = 0; day < 366; day += 1) for (const edge of [18 * 60 + 29, 18 * 60 + 30, 6 * 60 + 29, 6 * 60 + 30]) minutes.push(Date.UTC(2026, 0, 1) + day * 86_400_000 + edge * 60_000);
    for (const time of minutes) expect(formatDateTime(time), new Date(time).toISOString()).toBe(fromZone(time));
  });

  it("refuses what is not a time", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
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

  it("writes what Intl's en-IN rupee format writes, for every size and sign", () => {
    const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 });
    const amounts = [0, 1, 5, 99, 100, 101, 999_99, 1_000_00, 12_345_00, 1_23_456_78, 99_99_999_99, 1_00_00_00_000_00, -1, -49_950, -1_00_000_00];
    for (let digits = 1; digits <= 13; digits += 1) amounts.push(Number("9".repeat(digits)), Number("1" + "0".repeat(digits - 1)) * 100 + 7);
    for (const paise of amounts) {
      const intl = paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100);
      expect(formatRupees(paise), String(paise)).toBe(intl);
    }
  });

  it("refuses fractions of a paisa", () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });
});
