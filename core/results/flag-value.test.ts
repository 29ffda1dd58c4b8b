import { describe, expect, it } from "vitest";
import { flagAgainstRange, flagCodedResult, flagNumericResult, UnknownAnswerError } from "./flag-value";
import { findResultParameter, type CodedParameter, type NumericParameter } from "./parameters";
import type { ChosenRange } from "./reference-range";

const range = (low: number | null, high: number | null): ChosenRange => ({ low, high, sources: ["ada-2025"], basis: "exact" });
const far = { low: 46, high: 484, source: "kost-1990" as const };
const flagOf = (value: number) => flagAgainstRange(value, range(70, 99), far);

describe("flagAgainstRange", () => {
  it("keeps a value equal to a limit in range", () => {
    expect(flagOf(70)).toMatchObject({ flag: "in-range", far: false });
    expect(flagOf(99)).toMatchObject({ flag: "in-range", far: false });
  });

  it("flags a value just past a limit", () => {
    expect(flagOf(69.9)).toMatchObject({ flag: "low", far: false });
    expect(flagOf(99.1)).toMatchObject({ flag: "high", far: false });
  });

  it("marks far only strictly beyond a far limit", () => {
    expect(flagOf(46)).toMatchObject({ flag: "low", far: false });
    expect(flagOf(45.9)).toMatchObject({ flag: "low", far: true });
    expect(flagOf(484)).toMatchObject({ flag: "high", far: false });
    expect(flagOf(485)).toMatchObject({ flag: "high", far: true });
  });

  it("never flags on a missing limit", () => {
    expect(flagAgainstRange(0, range(null, 100), null)).toMatchObject({ flag: "in-range" });
    expect(flagAgainstRange(120, range(40, null), null)).toMatchObject({ flag: "in-range" });
    expect(flagAgainstRange(39, range(40, null), null)).toMatchObject({ flag: "low", far: false });
  });

  it("refuses a value that is not a number", () => {
    expect(() => flagOf(Number.NaN)).toThrow(RangeError);
    expect(() => flagOf(Infinity)).toThrow(RangeError);
  });
});

describe("flagNumericResult", () => {
  const haemoglobin = findResultParameter("haemoglobin") as NumericParameter;

  it("reads a value against the person's own range", () => {
    expect(flagNumericResult(haemoglobin, 12.5, { sex: "Female", ageYears: 35 })).toMatchObject({ flag: "in-range" });
    expect(flagNumericResult(haemoglobin, 12.5, { sex: "Male", ageYears: 35 })).toMatchObject({ flag: "low", far: false });
    expect(flagNumericResult(haemoglobin, 6, { sex: "Male", ageYears: 35 })).toMatchObject({ flag: "low", far: true });
  });

  it("gives no flag where no range is known for the person", () => {
    expect(flagNumericResult(haemoglobin, 9, { sex: "Male", ageYears: 1 })).toBeNull();
  });
});

describe("flagCodedResult", () => {
  const protein = findResultParameter("urine-protein") as CodedParameter;
  const pusCells = findResultParameter("urine-pus-cells") as CodedParameter;

  it("reads a qualitative answer as normal or abnormal", () => {
    expect(flagCodedResult(protein, "nil")).toBe("normal");
    expect(flagCodedResult(protein, "trace")).toBe("abnormal");
    expect(flagCodedResult(pusCells, "hpf3to5")).toBe("normal");
    expect(flagCodedResult(pusCells, "hpf6to10")).toBe("abnormal");
  });

  it("refuses an answer that is not in the list", () => {
    expect(() => flagCodedResult(protein, "negative")).toThrow(UnknownAnswerError);
  });
});
