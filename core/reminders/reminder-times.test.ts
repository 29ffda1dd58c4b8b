import { describe, expect, it } from "vitest";
import { fastingHoursOf } from "./fasting-hours";
import { inRepeatReminderHours, orderedNamesOf, repeatDueAt } from "./repeat-tests";
import { visitDayToRemind } from "./visit-eve-time";

const ist = (text: string) => new Date(`${text}+05:30`);

describe("the evening-before reminder's hours, in Kolkata time", () => {
  it("reminds tomorrow's visits from 20:00 to 21:59 only", () => {
    expect(visitDayToRemind(ist("2026-11-26T19:59:59"))).toBeNull();
    expect(visitDayToRemind(ist("2026-11-26T20:00:00"))).toBe("2026-11-27");
    expect(visitDayToRemind(ist("2026-11-26T21:59:00"))).toBe("2026-11-27");
    expect(visitDayToRemind(ist("2026-11-26T22:00:00"))).toBeNull();
  });

  it("is 14:30 UTC, and crosses the month and the year by the Kolkata calendar", () => {
    expect(visitDayToRemind(new Date("2026-11-26T14:30:00Z"))).toBe("2026-11-27");
    expect(visitDayToRemind(new Date("2026-11-26T14:29:00Z"))).toBeNull();
    expect(visitDayToRemind(ist("2026-12-31T20:10:00"))).toBe("2027-01-01");
  });
});

describe("repeat tests' due dates, in Kolkata time", () => {
  it("is the same Kolkata day 3, 6 or 12 months on, at 10:00", () => {
    const done = ist("2026-08-26T18:00:00");
    expect(repeatDueAt("hba1c", done)).toEqual(ist("2026-11-26T10:00:00"));
    expect(repeatDueAt("tsh", done)).toEqual(ist("2027-02-26T10:00:00"));
    expect(repeatDueAt("lipid", done)).toEqual(ist("2027-08-26T10:00:00"));
  });

  it("counts a report late in the Kolkata evening on its Kolkata day (already the next day in no UTC sense), and ends short months on their last day", () => {
    // 23:30 in Kolkata on 31 August is still 31 August there (18:00 UTC).
    expect(repeatDueAt("hba1c", ist("2026-08-31T23:30:00"))).toEqual(ist("2026-11-30T10:00:00"));
    // 00:30 in Kolkata on 1 September is 31 August in UTC: Kolkata's day counts.
    expect(repeatDueAt("hba1c", ist("2026-09-01T00:30:00"))).toEqual(ist("2026-12-01T10:00:00"));
  });

  it("goes out between 10:00 and 18:59 Kolkata time", () => {
    expect(inRepeatReminderHours(ist("2026-11-26T09:59:00"))).toBe(false);
    expect(inRepeatReminderHours(ist("2026-11-26T10:00:00"))).toBe(true);
    expect(inRepeatReminderHours(ist("2026-11-26T18:59:00"))).toBe(true);
    expect(inRepeatReminderHours(ist("2026-11-26T19:00:00"))).toBe(false);
  });

  it("counts a package that includes the test as the test done", () => {
    expect(orderedNamesOf("hba1c")).toContain("hba1c (glycated haemoglobin)");
    expect(orderedNamesOf("tsh")).toContain("thyroid profile (t3, t4, tsh)");
    expect(orderedNamesOf("lipid").length).toBeGreaterThan(1);
  });
});

describe("fasting from the catalogue", () => {
  it("is the longest of the booked tests, none for tests without fasting or unknown to the catalogue", () => {
    expect(fastingHoursOf(["Complete Blood Count (CBC)", "Lipid Profile"])).toBe(10);
    expect(fastingHoursOf(["Complete Blood Count (CBC)"])).toBe(0);
    expect(fastingHoursOf(["Something staff typed"])).toBe(0);
    expect(fastingHoursOf([])).toBe(0);
  });
});
