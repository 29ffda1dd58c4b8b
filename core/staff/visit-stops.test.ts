import { describe, expect, it } from "vitest";
import type { FieldVisit } from "./field-visit";
import { groupIntoStops } from "./visit-stops";

const visit = (id: number, address: string | null, time = "9:00 am", date = "27/11/2026"): FieldVisit => ({
  id,
  status: "Agent Assigned",
  name: `Patient ${id}`,
  address,
  mapsUrl: null,
  callLinks: [],
  tests: [],
  amountDuePaise: 0,
  amountDue: "₹0",
  paid: true,
  collectedAtDoor: null,
  date,
  time,
  started: false,
  locked: false,
  done: false,
  note: null,
  version: "v",
});

describe("an agent's stops", () => {
  it("joins requests at one address and time into one stop, each kept whole, in the list's order", () => {
    const stops = groupIntoStops([
      visit(1, "14, Diamond Harbour Rd., Behala, Kolkata, 700034"),
      visit(2, "22 Hazra Road, Kolkata, 700026"),
      visit(3, "14 diamond harbour rd behala kolkata 700034"),
    ]);
    expect(stops.map((stop) => stop.visits.map((v) => v.id))).toEqual([[1, 3], [2]]);
  });

  it("keeps the same address at another time or day, and requests without an address, apart", () => {
    const stops = groupIntoStops([
      visit(1, "22 Hazra Road", "9:00 am"),
      visit(2, "22 Hazra Road", "11:00 am"),
      visit(3, "22 Hazra Road", "9:00 am", "28/11/2026"),
      visit(4, null),
      visit(5, null),
    ]);
    expect(stops.map((stop) => stop.visits.map((v) => v.id))).toEqual([[1], [2], [3], [4], [5]]);
  });

  it("tells Bengali and Hindi addresses apart by their letters, not only Latin ones", () => {
    const stops = groupIntoStops([visit(1, "১৪ ডায়মন্ড হারবার রোড"), visit(2, "২২ হাজরা রোড"), visit(3, "১৪, ডায়মন্ড হারবার রোড"), visit(4, "১৪ ডায়মন্ড হারবর রড")]);
    // The vowel signs are part of the word: "হারবার রোড" and "হারবর রড" are not one spelling.
    expect(stops.map((stop) => stop.visits.map((v) => v.id))).toEqual([[1, 3], [2], [4]]);
  });
});
