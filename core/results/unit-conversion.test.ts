import { describe, expect, it } from "vitest";
import { RESULT_PARAMETERS } from "./parameters";
import { areComparableUnits, convertUnit, UnitsNotComparableError, unitsOf } from "./unit-conversion";

describe("convertUnit", () => {
  it("converts glucose and lipids between mg/dL and mmol/L", () => {
    expect(convertUnit("fasting-glucose", 5.5, "mmol/L", "mg/dL")).toBeCloseTo(99.09, 2);
    expect(convertUnit("fasting-glucose", 126, "mg/dL", "mmol/L")).toBeCloseTo(6.99, 2);
    expect(convertUnit("total-cholesterol", 200, "mg/dL", "mmol/L")).toBeCloseTo(5.17, 2);
    expect(convertUnit("triglycerides", 150, "mg/dL", "mmol/L")).toBeCloseTo(1.69, 2);
  });

  it("converts the other units Indian labs differ on", () => {
    expect(convertUnit("creatinine", 88.42, "umol/L", "mg/dL")).toBeCloseTo(1, 6);
    expect(convertUnit("vitamin-d", 30, "ng/mL", "nmol/L")).toBeCloseTo(74.88, 2);
    expect(convertUnit("haemoglobin", 135, "g/L", "g/dL")).toBeCloseTo(13.5, 6);
    expect(convertUnit("platelet-count", 1.5, "10*5/uL", "10*3/uL")).toBeCloseTo(150, 6);
    expect(convertUnit("urea", 5, "mmol/L", "mg/dL")).toBeCloseTo(30.03, 2);
  });

  it("comes back to the same value for every unit of every parameter", () => {
    for (const parameter of RESULT_PARAMETERS) {
      if (parameter.kind !== "numeric") continue;
      expect(unitsOf(parameter.slug)[0]).toBe(parameter.unit);
      for (const unit of unitsOf(parameter.slug)) {
        const there = convertUnit(parameter.slug, 123.4, parameter.unit, unit);
        expect(convertUnit(parameter.slug, there, unit, parameter.unit), `${parameter.slug} ${unit}`).toBeCloseTo(123.4, 9);
      }
    }
  });

  it("refuses units that are not comparable, and unknown parameters", () => {
    expect(() => convertUnit("fasting-glucose", 100, "mg/dL", "%")).toThrow(UnitsNotComparableError);
    expect(() => convertUnit("hba1c", 48, "mmol/mol", "%")).toThrow(UnitsNotComparableError);
    expect(() => convertUnit("triglycerides", 1, "umol/L", "mg/dL")).toThrow(UnitsNotComparableError);
    expect(() => convertUnit("urine-protein", 1, "mg/dL", "mg/dL")).toThrow(UnitsNotComparableError);
    expect(() => convertUnit("nothing", 1, "mg/dL", "mg/dL")).toThrow(UnitsNotComparableError);
    expect(areComparableUnits("fasting-glucose", "mg/dL", "mmol/L")).toBe(true);
    expect(areComparableUnits("creatinine", "mg/dL", "mmol/L")).toBe(false);
  });

  it("refuses a value that is not a number", () => {
    expect(() => convertUnit("fasting-glucose", Number.NaN, "mg/dL", "mmol/L")).toThrow(RangeError);
  });
});
