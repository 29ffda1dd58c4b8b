import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../core/i18n/language";

const dir = path.join(import.meta.dirname, "locales");
const read = (lang: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, lang, file), "utf8")) as unknown;

function flatten(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, `<${typeof value}>`);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const namespaces = fs.readdirSync(path.join(dir, "en")).filter((file) => file.endsWith(".json"));

describe("translation catalogs", () => {
  it("exist for every language and namespace", () => {
    for (const lang of LANGUAGES) {
      expect(fs.readdirSync(path.join(dir, lang)).filter((f) => f.endsWith(".json")).sort(), lang).toEqual([...namespaces].sort());
    }
  });

  describe.each(namespaces)("%s", (file) => {
    const en = flatten(read("en", file));
    it.each(LANGUAGES.filter((lang) => lang !== "en"))("has every English key in %s, with the same placeholders", (lang) => {
      const other = flatten(read(lang, file));
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(placeholders(other.get(key) ?? ""), `${lang}/${file} ${key}`).toEqual(placeholders(text));
        expect((other.get(key) ?? "").trim(), `${lang}/${file} ${key} is empty`).not.toBe("");
      }
    });

    it("has no empty English text", () => {
      for (const [key, text] of en) expect(text.trim(), key).not.toBe("");
    });
  });
});
