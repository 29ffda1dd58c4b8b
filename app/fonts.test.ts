import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fontFacesCss } from "../scripts/font-faces";

const root = path.resolve(import.meta.dirname, "..");
const css = fs.readFileSync(path.join(root, "app/fonts.css"), "utf8");
const faces = [...css.matchAll(/@font-face \{[^}]*\}/g)].map(([rule]) => ({
  family: /font-family: '([^']+)'/.exec(rule)?.[1],
  display: /font-display: (\w+)/.exec(rule)?.[1],
  file: /files\/([\w-]+)\.woff2/.exec(rule)?.[1] ?? "",
}));

describe("app/fonts.css", () => {
  it("is what scripts/font-faces.ts writes from the table of languages and the installed @fontsource packages", () => {
    expect(css).toBe(fontFacesCss());
  });

  it("never swaps a font in (no layout shift when one arrives): Latin from Noto Sans, the Indian scripts from their own families", () => {
    for (const face of faces) {
      expect(face.display, face.file).toBe("optional");
      if (/latin/.test(face.file)) expect(face.family, face.file).toBe("Noto Sans");
    }
    expect(faces.map((face) => face.file)).toEqual(expect.arrayContaining(["noto-sans-devanagari-devanagari-400-normal", "noto-sans-bengali-bengali-700-normal"]));
  });

  it("has no face for the rupee sign, which every phone draws: one price fetched a whole subset in each weight before the first paint", () => {
    const covers = (rule: string, code: number) =>
      (/unicode-range: ([^;]+);/.exec(rule)?.[1] ?? "").split(",").some((range) => {
        const [from, to = from] = range.trim().replace(/^U\+/, "").split("-").map((hex) => parseInt(hex, 16));
        return from! <= code && code <= to!;
      });
    const rules = [...css.matchAll(/@font-face \{[^}]*\}/g)].map(([rule]) => rule);
    expect(rules.filter((rule) => covers(rule, 0x20b9))).toEqual([]);
    // The rest of each range stays: the latin-ext faces still cover the currency signs either side of it.
    const latinExt = rules.filter((rule) => rule.includes("latin-ext"));
    expect(latinExt).toHaveLength(3);
    for (const rule of latinExt) expect([covers(rule, 0x20b8), covers(rule, 0x20ba), covers(rule, 0x0100)]).toEqual([true, true, true]);
  });
});
