import { describe, expect, it } from "vitest";
import { availableSlots, parseSlotValue, slotValue } from "./slots";

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
    expect(availableSlots(kolkata(time))).toEqual(expected);
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
