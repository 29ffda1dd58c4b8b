import { describe, expect, it } from "vitest";
import { mayStartVisitOn, visitDayOf } from "./visit-day";

const assigned = { agent_assign_date: "2026-11-27", date: "2026-11-27 1st Half" };

describe("the day an agent may start a visit", () => {
  it("is the visit's Kolkata day, from its first minute to its last", () => {
    expect(mayStartVisitOn(assigned, new Date("2026-11-26T18:30:00Z"))).toBe(true); // 00:00 on the 27th in Kolkata
    expect(mayStartVisitOn(assigned, new Date("2026-11-27T18:29:00Z"))).toBe(true); // 23:59 on the 27th
  });

  it("is refused the day before, even late in the evening, and the day after", () => {
    expect(mayStartVisitOn(assigned, new Date("2026-11-26T18:29:00Z"))).toBe(false); // 23:59 on the 26th in Kolkata
    expect(mayStartVisitOn(assigned, new Date("2026-11-26T04:30:00Z"))).toBe(false);
    expect(mayStartVisitOn(assigned, new Date("2026-11-28T03:00:00Z"))).toBe(false);
  });

  it("follows the office's assigned day over the booked slot, and the slot without one", () => {
    expect(visitDayOf({ agent_assign_date: "2026-11-28", date: "2026-11-27 1st Half" })).toBe("2026-11-28");
    expect(visitDayOf({ agent_assign_date: null, date: "2026-11-27 2nd Half" })).toBe("2026-11-27");
    expect(mayStartVisitOn({ agent_assign_date: null, date: null }, new Date())).toBe(true);
  });
});
