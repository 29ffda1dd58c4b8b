import { describe, expect, it } from "vitest";
import { isOutsideRange, readResultValue } from "./read-result-value";

const woman = { sex: "Female" as const, ageYears: 40 };

describe("readResultValue", () => {
  it("flags in the parameter's own unit and shows the range in the lab's unit", () => {
    const read = readResultValue({ parameter: "fasting-glucose", valueNumber: 7.2, valueCode: null, unit: "mmol/L" }, woman);
    expect(read).toMatchObject({ shown: "7.2", unit: "mmol/L", flag: "high", far: false });
    expect(read?.range).toEqual({ low: 3.9, high: 5.5, basis: "exact" });
  });

  it("a value on a limit is in range; beyond a far limit it stands out", () => {
    expect(readResultValue({ parameter: "haemoglobin", valueNumber: 12, valueCode: null, unit: "g/dL" }, woman)).toMatchObject({ shown: "12.0", flag: "in-range", far: false });
    expect(readResultValue({ parameter: "haemoglobin", valueNumber: 5.9, valueCode: null, unit: "g/dL" }, woman)).toMatchObject({ flag: "low", far: true });
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
