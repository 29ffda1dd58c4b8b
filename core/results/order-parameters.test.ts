import { describe, expect, it } from "vitest";
import { parametersOfOrder, parameterSlugsOfOrder } from "./order-parameters";
import { resultPersonOf } from "./result-person";

describe("parametersOfOrder", () => {
  it("groups the parameters by booked test (stored by English name or slug), asking a shared one once", () => {
    const tests = parametersOfOrder([
      { test_name: "Complete Blood Count (CBC)", amount_paise: 35_000 },
      { test_name: "Haemoglobin (Hb)", amount_paise: 15_000 },
      { test_name: "hba1c", amount_paise: 45_000 },
      { test_name: "Blood Group (ABO and Rh)", amount_paise: 10_000 },
      { test_name: "Something the catalogue never had", amount_paise: 10_000 },
    ]);
    expect(tests.map((test) => [test.testName, test.testSlug, test.parameters.length > 0])).toEqual([
      ["Complete Blood Count (CBC)", "cbc", true],
      ["Haemoglobin (Hb)", "haemoglobin", false],
      ["hba1c", "hba1c", true],
      ["Blood Group (ABO and Rh)", "blood-group", false],
      ["Something the catalogue never had", null, false],
    ]);
    expect(tests[0]?.parameters.map((p) => p.slug)).toContain("haemoglobin");
    expect(parameterSlugsOfOrder("not a list").size).toBe(0);
  });
});

describe("resultPersonOf", () => {
  const at = new Date("2026-11-26T06:00:00Z");
  it("reads the family member's sex and age, else the order's (an age in years, or a birth date)", () => {
    expect(resultPersonOf({ gender: null, dob: null }, { gender: "Female", birth_date: null, birth_year: 1959 }, at)).toEqual({ sex: "Female", ageYears: 67 });
    expect(resultPersonOf({ gender: "Male", dob: "72" }, null, at)).toEqual({ sex: "Male", ageYears: 72 });
    expect(resultPersonOf({ gender: "Others", dob: "1990-12-01" }, null, at)).toEqual({ sex: "Others", ageYears: 35 });
    expect(resultPersonOf({ gender: "x", dob: "soon" }, null, at)).toEqual({ sex: null, ageYears: null });
  });
});
