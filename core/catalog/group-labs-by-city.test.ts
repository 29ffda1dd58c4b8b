import { describe, expect, it } from "vitest";
import { cityGroupOf, groupLabsByCity, UNKNOWN_CITY } from "./group-labs-by-city";

describe("groupLabsByCity (spec 001 §5)", () => {
  it("puts a missing, empty, 'null' or 'undefined' city under 'Unknown', last", () => {
    for (const city of [null, undefined, "", "  ", "null", "undefined"]) expect(cityGroupOf(city)).toBe(UNKNOWN_CITY);
    const groups = groupLabsByCity([
      { id: 1, city: "Siliguri" },
      { id: 2, city: "null" },
      { id: 3, city: "Kolkata" },
      { id: 4, city: null },
      { id: 5, city: "Siliguri " },
      { id: 6, city: "undefined" },
    ]);
    expect(groups.map((g) => [g.city, g.labs.map((lab) => lab.id)])).toEqual([
      ["Kolkata", [3]],
      ["Siliguri", [1, 5]],
      [UNKNOWN_CITY, [2, 4, 6]],
    ]);
  });
});
