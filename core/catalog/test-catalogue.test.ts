import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/language";
import { findCatalogueTest, TEST_CATALOGUE, testLookupKey } from "./test-catalogue";

type TestTexts = { name?: unknown; measures?: unknown; preparation?: unknown };

const localesDir = path.join(import.meta.dirname, "../../app/i18n/locales");
const textsOf = (lang: string) =>
  (JSON.parse(fs.readFileSync(path.join(localesDir, lang, "tests.json"), "utf8")) as { tests: Record<string, TestTexts> }).tests;

const slugs = TEST_CATALOGUE.map((test) => test.slug);

describe("TEST_CATALOGUE", () => {
  it("has about 40 tests with unique kebab-case slugs", () => {
    expect(TEST_CATALOGUE.length).toBeGreaterThanOrEqual(35);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("prices whole rupees between ₹50 and ₹10,000", () => {
    for (const test of TEST_CATALOGUE) {
      expect(Number.isInteger(test.pricePaise), test.slug).toBe(true);
      expect(test.pricePaise % 100, test.slug).toBe(0);
      expect(test.pricePaise, test.slug).toBeGreaterThanOrEqual(50_00);
      expect(test.pricePaise, test.slug).toBeLessThanOrEqual(10_000_00);
    }
  });

  it("asks for 0, 8, 10 or 12 hours of fasting and reports within 12 to 168 hours", () => {
    for (const test of TEST_CATALOGUE) {
      expect([0, 8, 10, 12], test.slug).toContain(test.fastingHours);
      expect(test.turnaroundHours, test.slug).toBeGreaterThanOrEqual(12);
      expect(test.turnaroundHours, test.slug).toBeLessThanOrEqual(168);
    }
  });

  it("has lowercase, single-spaced aliases that point at one test only", () => {
    const owner = new Map(TEST_CATALOGUE.map((test) => [testLookupKey(test.slug), test.slug]));
    for (const test of TEST_CATALOGUE) {
      for (const alias of test.aliases) {
        expect(alias, test.slug).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
        expect(owner.get(alias), `alias "${alias}" of ${test.slug}`).toBeUndefined();
        owner.set(alias, test.slug);
      }
    }
  });

  it("has an English name equal to the en catalog's", () => {
    const en = textsOf("en");
    for (const test of TEST_CATALOGUE) expect(en[test.slug]?.name, test.slug).toBe(test.name);
  });

  it.each(LANGUAGES)("has name, measures and preparation for every test in %s, and nothing else", (lang) => {
    const texts = textsOf(lang);
    expect(Object.keys(texts).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) {
      for (const field of ["name", "measures", "preparation"] as const) {
        const text = texts[slug]?.[field];
        expect(typeof text, `${lang} ${slug}.${field}`).toBe("string");
        expect((text as string).trim(), `${lang} ${slug}.${field}`).not.toBe("");
      }
    }
  });
});

describe("findCatalogueTest", () => {
  it.each([
    ["lipid-profile", "lipid-profile"],
    ["Lipid Profile", "lipid-profile"],
    ["sugar", "fasting-blood-sugar"],
    ["blood sugar", "fasting-blood-sugar"],
    ["T3, T4 & TSH", "thyroid-profile"],
    ["complete blood count", "cbc"],
    ["liver test", "lft"],
    ["vitamin-d3", "vitamin-d"],
    ["typhi dot", "typhidot"],
  ])("finds %s", (word, slug) => {
    expect(findCatalogueTest(word)?.slug).toBe(slug);
  });

  it("finds nothing for an unknown word", () => {
    expect(findCatalogueTest("Raiganj")).toBeUndefined();
    expect(findCatalogueTest("")).toBeUndefined();
  });
});

describe("health packages", () => {
  const bySlug = new Map(TEST_CATALOGUE.map((test) => [test.slug, test]));
  const packages = TEST_CATALOGUE.filter((test) => test.includes);

  it("offers at least the six packages families ask for", () => {
    expect(packages.map((test) => test.slug)).toEqual(
      expect.arrayContaining(["full-body-checkup", "diabetes-package", "thyroid-care-package", "heart-care-package", "senior-citizen-package", "womens-health-package"]),
    );
  });

  it.each(packages.map((test) => [test.slug, test] as const))("%s is made of known single tests, costs less than them, and asks for their longest fasting", (_slug, pack) => {
    const parts = (pack.includes ?? []).map((slug) => bySlug.get(slug));
    expect(parts.every((part) => part !== undefined && part.includes === undefined)).toBe(true);
    expect(new Set(pack.includes).size).toBe(pack.includes?.length);
    const sum = parts.reduce((total, part) => total + (part?.pricePaise ?? 0), 0);
    expect(pack.pricePaise).toBeLessThan(sum);
    expect(pack.fastingHours).toBe(Math.max(...parts.map((part) => part?.fastingHours ?? 0)));
    expect(pack.turnaroundHours).toBeGreaterThanOrEqual(Math.max(...parts.map((part) => part?.turnaroundHours ?? 0)));
  });
});
