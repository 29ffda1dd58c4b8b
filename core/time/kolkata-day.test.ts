import { describe, expect, it } from "vitest";
import { slotStart } from "../orders/slot-start";
import { kolkataDay, kolkataInstant, startOfNextKolkataMonth } from "./kolkata-day";

describe("Kolkata time", () => {
  it("reads an instant as Kolkata's date, weekday and minutes (UTC+05:30)", () => {
    expect(kolkataDay(new Date("2026-11-25T18:29:00Z"))).toEqual({ date: "2026-11-25", weekday: 3, minutes: 1439 });
    expect(kolkataDay(new Date("2026-11-25T18:30:00Z"))).toEqual({ date: "2026-11-26", weekday: 4, minutes: 0 });
  });

  it("turns a Kolkata date and time back into the instant", () => {
    expect(kolkataInstant("2026-11-26").toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(kolkataInstant("2026-11-26", 8 * 60).toISOString()).toBe("2026-11-26T02:30:00.000Z");
  });

  it("a stored slot starts at 8:00 (first half) or 12:00 (second half) in Kolkata", () => {
    expect(slotStart("2026-11-26 1st Half")?.toISOString()).toBe("2026-11-26T02:30:00.000Z");
    expect(slotStart("2026-11-26 2nd Half")?.toISOString()).toBe("2026-11-26T06:30:00.000Z");
  });

  it("the next month starts at Kolkata's midnight, also across a year and when UTC is still in the old month", () => {
    expect(startOfNextKolkataMonth(new Date("2026-11-10T12:00:00Z")).toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(startOfNextKolkataMonth(new Date("2026-12-31T10:00:00Z")).toISOString()).toBe("2026-12-31T18:30:00.000Z");
    // 20:00 UTC on 30 November is already 1 December in Kolkata: the month after that is January.
    expect(startOfNextKolkataMonth(new Date("2026-11-30T20:00:00Z")).toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });
});
