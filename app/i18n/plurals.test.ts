import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../core/i18n/language";
import { Translator } from "./translator/translator";

const dir = path.join(import.meta.dirname, "locales");
const appDir = path.join(import.meta.dirname, "..");
const namespaces = fs.readdirSync(path.join(dir, "en")).map((file) => file.replace(/\.json$/, ""));
const catalog = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lang, `${ns}.json`), "utf8")) as Record<string, unknown>;

function flatten(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

/** Placeholders that hold a number of things: a text showing one of them must choose its form by that number. */
const COUNTING = /\{\{\s*(count|reviews|hours|minutes|seconds|days|total|min)\s*\}\}/;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("plural forms", () => {
  it.each(LANGUAGES)("every text in %s that shows a count has _one and _other forms", (lang) => {
    for (const ns of namespaces) {
      const texts = new Map(flatten(catalog(lang, ns)));
      for (const [key, text] of texts) {
        if (COUNTING.test(text)) expect(key, `${lang}/${ns} ${key}: ${text}`).toMatch(PLURAL_SUFFIX);
        if (key.endsWith("_one")) expect(texts.has(key.replace(/_one$/, "_other")), `${lang}/${ns} ${key} without _other`).toBe(true);
      }
    }
  });

  it("every call of a plural text passes the count", () => {
    const plural = new Set<string>();
    for (const ns of namespaces) for (const [key] of flatten(catalog("en", ns))) if (key.endsWith("_one")) plural.add(`${ns}:${key.replace(/_one$/, "")}`);
    const missing: string[] = [];
    for (const file of sourceFiles(appDir)) {
      const source = fs.readFileSync(file, "utf8");
      // A key without a namespace may belong to any namespace the file names.
      const named = namespaces.filter((ns) => source.includes(`"${ns}"`));
      for (const call of source.matchAll(/\bt\(\s*"([\w.:-]+)"\s*(?:,\s*(\{[^}]*\}))?\s*\)/g)) {
        const key = call[1] ?? "";
        const candidates = key.includes(":") ? [key] : named.map((ns) => `${ns}:${key}`);
        if (candidates.some((candidate) => plural.has(candidate)) && !/\bcount\b/.test(call[2] ?? "")) missing.push(`${path.relative(appDir, file)}: ${call[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("says one review and one hospital in the singular, more in the plural", () => {
    const catalogs = (lang: string) => ({ doctorCard: catalog(lang, "doctorCard"), hospitals: catalog(lang, "hospitals") });
    const en = new Translator("en", catalogs("en"));
    expect(en.t("doctorCard:rating", { rating: "4.5", count: 1 })).toBe("4.5 (1 review)");
    expect(en.t("doctorCard:rating", { rating: "4.5", count: 12 })).toBe("4.5 (12 reviews)");
    expect(en.t("hospitals:showAll", { count: 1 })).not.toMatch(/hospitals/);
    expect(en.t("hospitals:showAll", { count: 7 })).toBe("Show all 7 hospitals");
    for (const lang of ["hi", "bn"] as const) {
      const i18n = new Translator(lang, catalogs(lang));
      expect(i18n.t("doctorCard:rating", { rating: "4.5", count: 1 })).toMatch(/^4\.5 \(1\D/);
      expect(i18n.t("hospitals:showAll", { count: 7 })).toMatch(/7/);
    }
  });
});
