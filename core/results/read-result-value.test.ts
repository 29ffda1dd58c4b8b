import { describe, expect, it } from "vitest";
import { RESULT_PARAMETERS } from "./parameters";
import { isOutsideRange, readResultValue } from "./read-result-value";
import { unitsOf } from "./unit-conversion";

const woman = { sex: "Female" as const, ageYears: 40 };

describe("readResultValue", () => {
  it("shows the range in the lab's unit and flags the value against it", () => {
    const read = readResultValue({ parameter: "fasting-glucose", valueNumber: 7.2, valueCode: null, unit: "mmol/L" }, woman);
    expect(read).toMatchObject({ shown: "7.2", unit: "mmol/L", flag: "high", far: false });
    expect(read?.range).toEqual({ low: 3.9, high: 5.5, basis: "exact" });
  });

  it("a value on a limit is in range; beyond a far limit it stands out", () => {
    expect(readResultValue({ parameter: "haemoglobin", valueNumber: 12, valueCode: null, unit: "g/dL" }, woman)).toMatchObject({ shown: "12.0", flag: "in-range", far: false });
    expect(readResultValue({ parameter: "haemoglobin", valueNumber: 5.9, valueCode: null, unit: "g/dL" }, woman)).toMatchObject({ flag: "low", far: true });
  });

  it("a value equal to a limit as shown in the lab's unit is in range, whatever the rounding of the converted limit", () => {
    // 5.2 mmol/L is 201 mg/dL, above the catalogue's 200 mg/dL; the page says "up to 5.2 mmol/L", so it is in range.
    expect(readResultValue({ parameter: "total-cholesterol", valueNumber: 5.2, valueCode: null, unit: "mmol/L" }, woman)).toMatchObject({ range: { high: 5.2 }, flag: "in-range" });
    expect(readResultValue({ parameter: "total-cholesterol", valueNumber: 5.3, valueCode: null, unit: "mmol/L" }, woman)).toMatchObject({ flag: "high" });
    const contradictions: string[] = [];
    for (const parameter of RESULT_PARAMETERS) {
      if (parameter.kind !== "numeric") continue;
      for (const unit of unitsOf(parameter.slug)) {
        for (const sex of ["Male", "Female"] as const) {
          const person = { sex, ageYears: 40 };
          const range = readResultValue({ parameter: parameter.slug, valueNumber: 1, valueCode: null, unit }, person)?.range;
          for (const limit of [range?.low, range?.high]) {
            if (limit === null || limit === undefined) continue;
            const flag = readResultValue({ parameter: parameter.slug, valueNumber: limit, valueCode: null, unit }, person)?.flag;
            if (flag !== "in-range") contradictions.push(`${parameter.slug} ${limit} ${unit} (${sex}): ${String(flag)}`);
          }
        }
      }
    }
    expect(contradictions).toEqual([]);
  });

  it("shows every digit the lab typed, padded to the unit's decimals, so the number shown is the number flagged", () => {
    expect(readResultValue({ parameter: "fasting-glucose", valueNumber: 99.4, valueCode: null, unit: "mg/dL" }, woman)).toMatchObject({ shown: "99.4", flag: "high", range: { high: 99 } });
    expect(readResultValue({ parameter: "haemoglobin", valueNumber: 12, valueCode: null, unit: "g/dL" }, woman)).toMatchObject({ shown: "12.0" });
    expect(readResultValue({ parameter: "creatinine", valueNumber: 1.234, valueCode: null, unit: "mg/dL" }, woman)).toMatchObject({ shown: "1.234" });
  });

  it("a coded answer is normal or not; an answer not in the list or a missing unit cannot be read", () => {
    expect(readResultValue({ parameter: "urine-protein", valueNumber: null, valueCode: "plus2", unit: null }, woman)).toMatchObject({ flag: "abnormal", range: null });
    expect(readResultValue({ parameter: "urine-protein", valueNumber: null, valueCode: "lots", unit: null }, woman)).toBeUndefined();
    expect(readResultValue({ parameter: "haemoglobin", valueNumber: 12, valueCode: null, unit: null }, woman)).toBeUndefined();
    expect(readResultValue({ parameter: "gone", valueNumber: 12, valueCode: null, unit: "g/dL" }, woman)).toBeUndefined();
  });

  it("a child without a range of their age gets no flag", () => {
    expect(readResultValue({ parameter: "tsh", valueNumber: 9, valueCode: null, unit: "m[IU]/L" }, { sex: "Male", ageYears: 8 })).toMatchObject({ flag: null, range: null });
  });

  it("counts High, Low and not-normal answers as outside the range", () => {
    expect(["high", "low", "abnormal"].every((flag) => isOutsideRange({ flag: flag as "high" }))).toBe(true);
    expect(["in-range", "normal", null].some((flag) => isOutsideRange({ flag: flag as "normal" }))).toBe(false);
  });
});
