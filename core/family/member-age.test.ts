import { describe, expect, it } from "vitest";
import { ageOf, birthYearFromAge, isMinor } from "./member-age";

/** 25 Nov 2026, 23:30 in Kolkata (18:00 UTC): the day is already the 25th there. */
const now = new Date("2026-11-25T18:00:00Z");
const nextYear = new Date("2027-11-25T18:00:00Z");

describe("member age", () => {
  it("turns an age into a birth year that keeps the age right next year", () => {
    const birth_year = birthYearFromAge(67, now);
    expect(birth_year).toBe(1959);
    expect(ageOf({ birth_date: null, birth_year }, now)).toBe(67);
    expect(ageOf({ birth_date: null, birth_year }, nextYear)).toBe(68);
  });

  it("counts an exact birth date by the day in Kolkata, not UTC", () => {
    // 26 Nov in Kolkata at 18:30 UTC on the 25th: the birthday has come.
    expect(ageOf({ birth_date: "1959-11-26", birth_year: 1959 }, new Date("2026-11-25T18:30:00Z"))).toBe(67);
    expect(ageOf({ birth_date: "1959-11-26", birth_year: 1959 }, new Date("2026-11-25T18:00:00Z"))).toBe(66);
  });

  it("knows no age when none was given", () => {
    expect(ageOf({ birth_date: null, birth_year: null }, now)).toBeNull();
    expect(isMinor({ birth_date: null, birth_year: null }, now)).toBe(false);
  });

  it("treats the year a child turns 18 as a child's when only the year is known", () => {
    expect(isMinor({ birth_date: null, birth_year: 2008 }, now)).toBe(true);
    expect(isMinor({ birth_date: null, birth_year: 2007 }, now)).toBe(false);
    expect(isMinor({ birth_date: "2008-11-25", birth_year: 2008 }, now)).toBe(false);
    expect(isMinor({ birth_date: "2008-11-26", birth_year: 2008 }, now)).toBe(true);
  });
});
