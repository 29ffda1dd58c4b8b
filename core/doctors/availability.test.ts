import { describe, expect, it } from "vitest";
import { firstDayWithSlots, slotProblem, slotsOfWeek, slotsOn } from "../appointments/doctor-appointment-slots";
import { formatClock, parseClockTime, toHhMm } from "../time/clock-time";
import { addDays, isIsoDate, kolkataDay } from "../time/kolkata-day";
import { earliestAvailability, nextAvailability } from "./next-availability";
import { dayHoursOf, parseDayHours, weeklyHoursOf, type WeeklyHours } from "./weekly-hours";

const open = (start: string, end: string) => JSON.stringify({ is_open: true, start_time: start, end_time: end });
/** 22/11/2026 is a Sunday; this instant is 10:30 pm there (17:00 UTC). */
const SUNDAY_NIGHT = new Date("2026-11-22T17:00:00Z");
/** Monday 23/11/2026, 11:15 am in Kolkata. */
const MONDAY_MORNING = new Date("2026-11-23T05:45:00Z");

describe("parseDayHours (spec 001 §3.4, §8)", () => {
  it("reads the spec's JSON", () => {
    expect(parseDayHours(open("10:00", "13:30"))).toEqual({ start: 600, end: 810 });
    expect(parseDayHours(JSON.stringify({ is_open: "Yes", start_time: "5:00 pm", end_time: "8 PM" }))).toEqual({ start: 1020, end: 1200 });
  });

  it.each([null, undefined, "", "  ", "{}", "[]", "null", "not json", "{is_open: yes", '"open"', JSON.stringify({ is_open: false, start_time: "10:00", end_time: "12:00" })])(
    "treats %j as closed",
    (text) => expect(parseDayHours(text)).toBeNull(),
  );

  it("treats impossible or backwards hours as closed", () => {
    expect(parseDayHours(open("13:00", "10:00"))).toBeNull();
    expect(parseDayHours(open("10:00", "10:00"))).toBeNull();
    expect(parseDayHours(open("25:00", "26:00"))).toBeNull();
    expect(parseDayHours(open("10:75", "11:00"))).toBeNull();
    expect(parseDayHours(JSON.stringify({ is_open: true, start_time: 10, end_time: 12 }))).toBeNull();
  });

  it("maps the seven weekday columns, Sunday first", () => {
    const week = weeklyHoursOf({ sunday: "{}", monday: open("09:00", "11:00"), saturday: "oops" });
    expect(week).toEqual([null, { start: 540, end: 660 }, null, null, null, null, null]);
  });
});

describe("clock times", () => {
  it("formats a 12-hour clock", () => {
    expect(formatClock(0)).toBe("12:00 am");
    expect(formatClock(9 * 60 + 5)).toBe("9:05 am");
    expect(formatClock(12 * 60)).toBe("12:00 pm");
    expect(formatClock(20 * 60 + 30)).toBe("8:30 pm");
    expect(toHhMm(9 * 60 + 5)).toBe("09:05");
  });

  it("parses 24-hour and 12-hour text", () => {
    expect(parseClockTime("00:00")).toBe(0);
    expect(parseClockTime("12:00 am")).toBe(0);
    expect(parseClockTime("12:30 p.m.")).toBe(750);
    expect(parseClockTime("13:00 pm")).toBeNull();
    expect(parseClockTime("9")).toBeNull();
  });
});

describe("Kolkata calendar", () => {
  it("turns an instant into India's date, weekday and minutes", () => {
    expect(kolkataDay(SUNDAY_NIGHT)).toEqual({ date: "2026-11-22", weekday: 0, minutes: 22 * 60 + 30 });
    // 20:00 UTC is already 1:30 am on Monday in India.
    expect(kolkataDay(new Date("2026-11-22T20:00:00Z"))).toEqual({ date: "2026-11-23", weekday: 1, minutes: 90 });
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("29/02/2028")).toBe(false);
  });
});

describe("nextAvailability (7 days from today, Asia/Kolkata)", () => {
  const mondayToSaturdayMornings: WeeklyHours = [null, ...Array.from({ length: 6 }, () => ({ start: 600, end: 780 }))];

  it("is today while today's session has not ended", () => {
    expect(nextAvailability(mondayToSaturdayMornings, MONDAY_MORNING)).toMatchObject({ date: "2026-11-23", dayOffset: 0, start: 600, end: 780 });
  });

  it("moves to the next open day once today's session is over, wrapping past Saturday", () => {
    expect(nextAvailability(mondayToSaturdayMornings, SUNDAY_NIGHT)).toMatchObject({ date: "2026-11-23", dayOffset: 1, weekday: 1 });
    const sundaysOnly: WeeklyHours = [{ start: 540, end: 720 }, null, null, null, null, null, null];
    // Monday 11:15 → the next Sunday, six days later, still inside the 7-day window.
    expect(nextAvailability(sundaysOnly, MONDAY_MORNING)).toMatchObject({ date: "2026-11-29", dayOffset: 6, weekday: 0 });
    // Sunday 10:30 pm: this Sunday's session is over and next Sunday is 7 days away, outside the window.
    expect(nextAvailability(sundaysOnly, SUNDAY_NIGHT)).toBeNull();
  });

  it("is null for a chamber closed all week (all malformed)", () => {
    expect(nextAvailability(weeklyHoursOf({ monday: "{bad", tuesday: "{}" }), MONDAY_MORNING)).toBeNull();
  });

  it("gives the same answer when the days are parsed only as they are reached", () => {
    const chamber = { monday: "{bad", wednesday: open("17:00", "20:00"), friday: open("09:00", "10:00") };
    const read: number[] = [];
    const lazily = (weekday: number) => (read.push(weekday), dayHoursOf(chamber, weekday));
    const expected = nextAvailability(weeklyHoursOf(chamber), MONDAY_MORNING);
    expect(expected).toMatchObject({ date: "2026-11-25", dayOffset: 2, weekday: 3, start: 1020, end: 1200 });
    expect(nextAvailability(lazily, kolkataDay(MONDAY_MORNING))).toEqual(expected);
    // Monday, Tuesday, then Wednesday is open: Thursday to Sunday are never parsed.
    expect(read).toEqual([1, 2, 3]);
  });

  it("picks the soonest chamber", () => {
    const later = { date: "2026-11-24", dayOffset: 1, weekday: 2, start: 540, end: 600 };
    const sooner = { date: "2026-11-24", dayOffset: 1, weekday: 2, start: 480, end: 600 };
    expect(earliestAvailability([null, later, sooner])).toBe(sooner);
    expect(earliestAvailability([null])).toBeNull();
  });
});

describe("appointment slots", () => {
  const week = weeklyHoursOf({ monday: open("10:00", "12:00"), tuesday: open("17:00", "18:45") });

  it("offers half-hour slots that end by closing time", () => {
    expect(slotsOn(week, "2026-11-24", MONDAY_MORNING)).toEqual(["17:00", "17:30", "18:00"]);
    expect(slotsOfWeek(week)).toEqual(["10:00", "10:30", "11:00", "11:30", "17:00", "17:30", "18:00"]);
  });

  it("drops today's slots that have already begun", () => {
    expect(slotsOn(week, "2026-11-23", MONDAY_MORNING)).toEqual(["11:30"]);
    expect(slotsOn(week, "2026-11-25", MONDAY_MORNING)).toEqual([]);
  });

  it("starts the form on the first day with a slot still ahead, not on a session whose last slot has begun", () => {
    expect(firstDayWithSlots(week, MONDAY_MORNING)).toBe("2026-11-23");
    const mondayLastSlotBegun = new Date("2026-11-23T06:05:00Z"); // 11:35 in Kolkata, the chamber closes at 12:00
    expect(nextAvailability(week, mondayLastSlotBegun)?.date).toBe("2026-11-23");
    expect(firstDayWithSlots(week, mondayLastSlotBegun)).toBe("2026-11-24");
    expect(firstDayWithSlots(weeklyHoursOf({}), MONDAY_MORNING)).toBeNull();
  });

  it("accepts a slot inside the hours and refuses the rest with a reason", () => {
    expect(slotProblem(week, "2026-11-24", "17:30", MONDAY_MORNING)).toBeNull();
    expect(slotProblem(week, "2026-11-24", "18:30", MONDAY_MORNING)).toBe("slotOutsideHours");
    expect(slotProblem(week, "2026-11-24", "09:00", MONDAY_MORNING)).toBe("slotOutsideHours");
    expect(slotProblem(week, "2026-11-24", "17:10", MONDAY_MORNING)).toBe("slotOutsideHours");
    expect(slotProblem(week, "2026-11-25", "10:00", MONDAY_MORNING)).toBe("dayClosed");
    expect(slotProblem(week, "2026-11-23", "10:30", MONDAY_MORNING)).toBe("slotPast");
    expect(slotProblem(week, "2026-11-23", "11:30", MONDAY_MORNING)).toBeNull();
    expect(slotProblem(week, "2026-11-16", "10:00", MONDAY_MORNING)).toBe("datePast");
    expect(slotProblem(week, "2027-01-04", "10:00", MONDAY_MORNING)).toBe("dateTooFar");
  });
});
