import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_CATALOGUE } from "../catalog/test-catalogue";
import { LANGUAGES } from "../i18n/language";
import { ADULT_AGE, RANGE_SOURCES, RESULT_PARAMETERS, parametersOfTest, type ReferenceRange } from "./parameters";

/** LOINC's check digit: the Luhn mod-10 algorithm on the digits before the hyphen. */
function loincCheckDigit(body: string): number {
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return (10 - (sum % 10)) % 10;
}

/** The UCUM codes the catalogue uses, checked by hand against the UCUM specification's grammar. */
const UCUM_UNITS = new Set(["g/dL", "10*6/uL", "10*3/uL", "%", "fL", "pg", "mg/dL", "ng/dL", "ug/dL", "m[IU]/L", "pg/mL", "ng/mL", "U/L", "{ratio}", "mmol/L", "1", "[pH]", "mm/h"]);

const slugs = RESULT_PARAMETERS.map((parameter) => parameter.slug);
const catalogueSlugs = new Set(TEST_CATALOGUE.map((test) => test.slug));
const overlaps = (a: ReferenceRange, b: ReferenceRange) =>
  (a.sex === "any" || b.sex === "any" || a.sex === b.sex) && a.fromAge < (b.belowAge ?? Infinity) && b.fromAge < (a.belowAge ?? Infinity);

describe("RESULT_PARAMETERS", () => {
  it("has unique kebab-case slugs", () => {
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("computes LOINC check digits as LOINC publishes them", () => {
    expect(loincCheckDigit("4548")).toBe(4);
    expect(loincCheckDigit("718")).toBe(7);
    expect(loincCheckDigit("62292")).toBe(8);
  });

  it("gives every parameter a LOINC code of the right shape with a right check digit", () => {
    const codes = RESULT_PARAMETERS.map((parameter) => parameter.loinc);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { slug, loinc } of RESULT_PARAMETERS) {
      const [, body = "", check = ""] = /^(\d{1,7})-(\d)$/.exec(loinc) ?? [];
      expect(body, `${slug} ${loinc}`).not.toBe("");
      expect(Number(check), `${slug} ${loinc}`).toBe(loincCheckDigit(body));
    }
  });

  it("gives every numeric parameter a UCUM unit, sane limits and at least one range; every coded one a normal answer", () => {
    for (const parameter of RESULT_PARAMETERS) {
      if (parameter.kind === "coded") {
        expect(parameter.answers.some((answer) => answer.normal), parameter.slug).toBe(true);
        expect(new Set(parameter.answers.map((answer) => answer.code)).size, parameter.slug).toBe(parameter.answers.length);
        continue;
      }
      expect(UCUM_UNITS.has(parameter.unit), `${parameter.slug} ${parameter.unit}`).toBe(true);
      expect(parameter.ranges.length, parameter.slug).toBeGreaterThan(0);
      expect(parameter.plausible.min, parameter.slug).toBeLessThan(parameter.plausible.max);
      for (const range of parameter.ranges) {
        expect(range.low !== null || range.high !== null, parameter.slug).toBe(true);
        if (range.low !== null && range.high !== null) expect(range.low, parameter.slug).toBeLessThan(range.high);
        // A reference range sits well inside what a sample can give.
        if (range.low !== null) expect(range.low, parameter.slug).toBeGreaterThanOrEqual(parameter.plausible.min);
        if (range.high !== null) expect(range.high, parameter.slug).toBeLessThanOrEqual(parameter.plausible.max);
        if (range.belowAge !== null) expect(range.fromAge, parameter.slug).toBeLessThan(range.belowAge);
        if (parameter.far?.low != null && range.low !== null) expect(parameter.far.low, parameter.slug).toBeLessThan(range.low);
        if (parameter.far?.high != null && range.high !== null) expect(parameter.far.high, parameter.slug).toBeGreaterThan(range.high);
      }
    }
  });

  it("has ranges that do not overlap for the same sex and age", () => {
    for (const parameter of RESULT_PARAMETERS) {
      if (parameter.kind !== "numeric") continue;
      parameter.ranges.forEach((a, i) => {
        parameter.ranges.slice(i + 1).forEach((b) => expect(overlaps(a, b), `${parameter.slug}: ${JSON.stringify([a, b])}`).toBe(false));
      });
    }
  });

  it("covers every adult age of both sexes with exactly one range", () => {
    for (const parameter of RESULT_PARAMETERS) {
      if (parameter.kind !== "numeric") continue;
      for (const sex of ["male", "female"] as const) {
        for (let age = ADULT_AGE; age <= 110; age++) {
          const fitting = parameter.ranges.filter((r) => (r.sex === sex || r.sex === "any") && age >= r.fromAge && (r.belowAge === null || age < r.belowAge));
          expect(fitting.length, `${parameter.slug} ${sex} ${age}`).toBe(1);
        }
      }
    }
  });

  it("names a known source for every range and far limit", () => {
    for (const parameter of RESULT_PARAMETERS) {
      const sources = parameter.kind === "coded" ? [parameter.source] : [...parameter.ranges.map((r) => r.source), ...(parameter.far ? [parameter.far.source] : [])];
      for (const source of sources) expect(Object.keys(RANGE_SOURCES), parameter.slug).toContain(source);
    }
  });

  it("belongs to catalogue tests that exist, and covers the tests issue #28 names", () => {
    for (const parameter of RESULT_PARAMETERS) {
      expect(parameter.tests.length, parameter.slug).toBeGreaterThan(0);
      for (const test of parameter.tests) expect(catalogueSlugs.has(test), `${parameter.slug} → ${test}`).toBe(true);
    }
    const named = ["cbc", "lipid-profile", "hba1c", "fasting-blood-sugar", "pp-blood-sugar", "thyroid-profile", "tsh", "lft", "kft", "vitamin-d", "vitamin-b12", "urine-routine", "haemoglobin", "esr", "uric-acid", "calcium", "iron-studies", "ferritin", "creatinine", "blood-urea", "electrolytes"];
    for (const test of named) expect(parametersOfTest(test).length, test).toBeGreaterThan(0);
    expect(parametersOfTest("cbc")).toHaveLength(14);
  });
});

type Texts = { parameters: Record<string, { name?: unknown; about?: unknown }>; answers: Record<string, unknown> };
const textsOf = (lang: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../app/i18n/locales", lang, "results.json"), "utf8")) as Texts;

describe("result texts", () => {
  it.each(LANGUAGES)("name and explain every parameter in %s, and nothing else", (lang) => {
    const { parameters } = textsOf(lang);
    expect(Object.keys(parameters).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) {
      expect(Object.keys(parameters[slug] ?? {}).sort(), slug).toEqual(["about", "name"]);
      for (const field of ["name", "about"] as const) {
        const text = parameters[slug]?.[field];
        expect(typeof text === "string" && text.trim().length > 0, `${lang} ${slug}.${field}`).toBe(true);
        // Latin digits only (glossary rule 5).
        expect(String(text), `${lang} ${slug}.${field}`).not.toMatch(/[०-९০-৯]/u);
      }
    }
  });

  it.each(LANGUAGES)("name every coded answer in %s, and nothing else", (lang) => {
    const codes = new Set(RESULT_PARAMETERS.flatMap((parameter) => (parameter.kind === "coded" ? parameter.answers.map((answer) => answer.code) : [])));
    expect(Object.keys(textsOf(lang).answers).sort()).toEqual([...codes].sort());
  });
});
