import { describe, expect, it } from "vitest";
import { openNow } from "./opening-hours";

/** A moment on the clock in India. */
const at = (hhmm: string, date = "2026-03-14") => new Date(`${date}T${hhmm}:00+05:30`);
const hours = (openTime: string | null, closeTime: string | null, isOpen: string | null = "Yes") => ({ isOpen, openTime, closeTime });

describe("open now (Asia/Kolkata)", () => {
  it("is open between opening and closing, closed at the closing minute and before opening", () => {
    const day = hours("08:00", "21:00");
    expect(openNow(day, at("07:59")).open).toBe(false);
    expect(openNow(day, at("08:00"))).toEqual({ open: true, allDay: false, closesAt: 1260, opensAt: null, minutesToChange: 780 });
    expect(openNow(day, at("20:59")).open).toBe(true);
    expect(openNow(day, at("21:00"))).toEqual({ open: false, allDay: false, closesAt: null, opensAt: 480, minutesToChange: 660 });
  });

  it("runs past midnight when closing is earlier than opening (18:00–02:00)", () => {
    const night = hours("18:00", "02:00");
    expect(openNow(night, at("01:00"))).toMatchObject({ open: true, closesAt: 120, minutesToChange: 60 });
    expect(openNow(night, at("03:00"))).toMatchObject({ open: false, opensAt: 1080, minutesToChange: 900 });
    expect(openNow(night, at("12:00")).open).toBe(false);
    expect(openNow(night, at("18:00"))).toMatchObject({ open: true, minutesToChange: 480 });
    expect(openNow(night, at("23:30")).open).toBe(true);
  });

  it("uses India's clock whatever the server's zone: 20:00 UTC is 01:30 in Kolkata", () => {
    expect(openNow(hours("18:00", "02:00"), new Date("2026-03-14T20:00:00Z")).open).toBe(true);
    expect(openNow(hours("08:00", "21:00"), new Date("2026-03-14T20:00:00Z")).open).toBe(false);
  });

  it("treats 00:00–23:59 (and equal times) as round the clock", () => {
    for (const time of ["00:00", "12:00", "23:59"]) expect(openNow(hours("00:00", "23:59"), at(time))).toMatchObject({ open: true, allDay: true });
    expect(openNow(hours("09:00", "09:00"), at("03:00"))).toMatchObject({ open: true, allDay: true });
  });

  it("is always closed when is_open is not 'Yes'", () => {
    for (const isOpen of ["No", "no", "", null]) {
      for (const time of ["03:00", "12:00"]) expect(openNow(hours("00:00", "23:59", isOpen), at(time)).open).toBe(false);
    }
    expect(openNow(hours("08:00", "21:00", " yes "), at("12:00")).open).toBe(true);
  });

  it("believes 'Yes' when the hours cannot be read", () => {
    expect(openNow(hours(null, "21:00"), at("23:00"))).toEqual({ open: true, allDay: false, closesAt: null, opensAt: null, minutesToChange: null });
    expect(openNow(hours("8", "late"), at("03:00")).open).toBe(true);
  });
});
