import { describe, expect, it } from "vitest";
import { findResultParameter, type NumericParameter } from "./parameters";
import { isPlausibleValue } from "./plausible-value";

const haemoglobin = findResultParameter("haemoglobin") as NumericParameter;

describe("isPlausibleValue", () => {
  it("accepts values up to and including the limits", () => {
    expect(isPlausibleValue(haemoglobin, 2)).toBe(true);
    expect(isPlausibleValue(haemoglobin, 14.5)).toBe(true);
    expect(isPlausibleValue(haemoglobin, 25)).toBe(true);
  });

  it("questions a typing slip and a value that is not a number", () => {
    expect(isPlausibleValue(haemoglobin, 145)).toBe(false);
    expect(isPlausibleValue(haemoglobin, 1.9)).toBe(false);
    expect(isPlausibleValue(haemoglobin, Number.NaN)).toBe(false);
  });
});
