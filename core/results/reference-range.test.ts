import { describe, expect, it } from "vitest";
import { findResultParameter, type NumericParameter } from "./parameters";
import { chooseReferenceRange } from "./reference-range";

const numeric = (slug: string) => findResultParameter(slug) as NumericParameter;
const haemoglobin = numeric("haemoglobin");
const esr = numeric("esr");
const tsh = numeric("tsh");

describe("chooseReferenceRange", () => {
  it("picks the range of the person's sex", () => {
    expect(chooseReferenceRange(haemoglobin, { sex: "Male", ageYears: 40 })).toEqual({ low: 13, high: 17, sources: ["dacie-lewis-2017"], basis: "exact" });
    expect(chooseReferenceRange(haemoglobin, { sex: "Female", ageYears: 40 })).toMatchObject({ low: 12, high: 15, basis: "exact" });
  });

  it("picks the range of the person's age band, the band's first year included and its end excluded", () => {
    expect(chooseReferenceRange(esr, { sex: "Female", ageYears: 49 })).toMatchObject({ high: 20 });
    expect(chooseReferenceRange(esr, { sex: "Female", ageYears: 50 })).toMatchObject({ high: 30 });
    expect(chooseReferenceRange(haemoglobin, { sex: "Female", ageYears: 17 })).toMatchObject({ low: 12, high: 16 });
    expect(chooseReferenceRange(haemoglobin, { sex: "Female", ageYears: 18 })).toMatchObject({ low: 12, high: 15 });
    expect(chooseReferenceRange(haemoglobin, { sex: "Male", ageYears: 5 })).toMatchObject({ low: 11.5, high: 13.5 });
  });

  it("uses the any-sex range for Others and unknown sex when there is one", () => {
    const adult = { low: 0.27, high: 4.2, sources: ["indian-lab-typical"], basis: "exact" };
    expect(chooseReferenceRange(tsh, { sex: "Others", ageYears: 30 })).toEqual(adult);
    expect(chooseReferenceRange(tsh, { sex: null, ageYears: 30 })).toEqual(adult);
    expect(chooseReferenceRange(haemoglobin, { sex: "Others", ageYears: 8 })).toMatchObject({ low: 11.5, high: 15.5, basis: "exact" });
  });

  it("joins the male and female ranges for Others and unknown sex when they differ", () => {
    expect(chooseReferenceRange(haemoglobin, { sex: "Others", ageYears: 30 })).toEqual({ low: 12, high: 17, sources: ["dacie-lewis-2017"], basis: "union" });
    expect(chooseReferenceRange(numeric("hdl-cholesterol"), { sex: null, ageYears: 30 })).toMatchObject({ low: 40, high: null, basis: "union" });
    expect(chooseReferenceRange(numeric("ast"), { sex: "Others", ageYears: 30 })).toMatchObject({ low: null, high: 40, basis: "union" });
  });

  it("takes an unknown age as any adult age", () => {
    expect(chooseReferenceRange(esr, { sex: "Male", ageYears: null })).toMatchObject({ low: 0, high: 20, basis: "union" });
    expect(chooseReferenceRange(haemoglobin, { sex: "Male", ageYears: null })).toMatchObject({ low: 13, high: 17, basis: "exact" });
    expect(chooseReferenceRange(esr, { sex: null, ageYears: null })).toMatchObject({ low: 0, high: 30, basis: "union" });
  });

  it("has no range for a child where only adult ranges are known", () => {
    expect(chooseReferenceRange(tsh, { sex: "Female", ageYears: 10 })).toBeNull();
    expect(chooseReferenceRange(haemoglobin, { sex: "Male", ageYears: 1 })).toBeNull();
  });

  it("refuses an age that is not a number of years", () => {
    expect(() => chooseReferenceRange(tsh, { sex: "Male", ageYears: -1 })).toThrow(RangeError);
    expect(() => chooseReferenceRange(tsh, { sex: "Male", ageYears: Number.NaN })).toThrow(RangeError);
  });
});
