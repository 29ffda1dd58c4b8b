import { describe, expect, it } from "vitest";
import { availableSlots, describeSlot, isSlot, LATER_DAYS, parseSlotValue, slotValue } from "./slots";

/** A moment given as Kolkata wall-clock time (UTC+05:30), independent of the process's TZ. */
const kolkata = (hhmm: string, date = "2026-11-25") => new Date(`${date}T${hhmm}:00+05:30`);

describe("availableSlots (spec 001 §5, Asia/Kolkata)", () => {
  it.each([
    ["00:00", ["today-2", "tomorrow-1", "tomorrow-2"]],
    ["07:59", ["today-2", "tomorrow-1", "tomorrow-2"]],
    ["08:00", ["today-1", "today-2", "tomorrow-1", "tomorrow-2"]],
    ["11:59", ["today-1", "today-2", "tomorrow-1", "tomorrow-2"]],
    ["12:00", ["today-2", "tomorrow-1", "tomorrow-2"]],
    ["14:59", ["today-2", "tomorrow-1", "tomorrow-2"]],
    ["15:00", ["tomorrow-1", "tomorrow-2"]],
    ["23:59", ["tomorrow-1", "tomorrow-2"]],
  ])("at %s", (time, expected) => {
    expect(availableSlots(kolkata(time)).filter((slot) => "relative" in describeSlot(slot))).toEqual(expected);
  });

  it(`offers both halves of the ${LATER_DAYS} days after tomorrow, by their Kolkata dates, after the relative slots`, () => {
    const slots = availableSlots(kolkata("23:30", "2026-12-29"));
    expect(slots).toEqual([
      "tomorrow-1",
      "tomorrow-2",
      "2026-12-31-1",
      "2026-12-31-2",
      "2027-01-01-1",
      "2027-01-01-2",
      "2027-01-02-1",
      "2027-01-02-2",
      "2027-01-03-1",
      "2027-01-03-2",
      "2027-01-04-1",
      "2027-01-04-2",
    ]);
    expect(describeSlot("2027-01-02-2")).toEqual({ date: "2027-01-02", weekday: 6, half: 2 });
    expect(slotValue("2027-01-02-2", kolkata("23:30", "2026-12-29"))).toBe("2027-01-02 2nd Half");
  });

  it("takes only the relative names and real dates with a half as slots", () => {
    for (const good of ["today-1", "tomorrow-2", "2026-12-31-1"]) expect(isSlot(good), good).toBe(true);
    for (const bad of ["today-3", "2026-02-30-1", "2026-12-31-3", "2026-12-31", " today-1", "2026-12-31-1\u0000"]) expect(isSlot(bad), bad).toBe(false);
  });

  it("does not depend on the process's time zone", () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ["UTC", "America/New_York", "Pacific/Kiritimati"]) {
        process.env.TZ = zone;
        expect(availableSlots(kolkata("08:00"))).toContain("today-1");
        expect(availableSlots(kolkata("15:00"))).not.toContain("today-2");
      }
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe("slotValue", () => {
  it("names the Kolkata day, also just after midnight there (still the previous day in UTC)", () => {
    const now = kolkata("00:30", "2026-11-25");
    expect(slotValue("today-2", now)).toBe("2026-11-25 2nd Half");
    expect(slotValue("tomorrow-1", now)).toBe("2026-11-26 1st Half");
    expect(slotValue("tomorrow-2", kolkata("23:00", "2026-12-31"))).toBe("2027-01-01 2nd Half");
  });

  it("reads back what it wrote, and nothing else", () => {
    expect(parseSlotValue("2026-11-26 1st Half")).toEqual({ date: "2026-11-26", half: 1 });
    expect(parseSlotValue("Today 1st Half")).toBeNull();
    expect(parseSlotValue(null)).toBeNull();
  });
});
