// Writes app/fonts.css: the @font-face rules the app uses, taken from @fontsource's own CSS.
// - Noto Sans, Latin subsets only, font-display: optional: every phone draws Latin, so a first visit on slow data
//   reads in its own font instead of seeing the text jump when Noto arrives (layout shift); later pages use Noto.
// - Noto Sans Devanagari and Noto Sans Bengali, their own script's subset only, font-display: optional too: the
//   phones and computers our readers use draw those scripts in a font of their own (core/i18n/languages.ts says
//   which), and with swap every line below moved when ours arrived. (Their Latin subsets would stand in for Latin
//   text while Noto Sans is still loading, and then jump.)
// - No face covers the rupee sign (U+20B9). Each of these families has it, in a subset of its own (Noto Sans in
//   latin-ext, 56-61 KB a weight): one price on a page made the browser fetch that subset in every weight shown, at
//   high priority, on slow data before the first paint (117 KB on a lab-and-test page). Every phone's own font draws
//   the rupee sign; the rest of those subsets is never on our pages.
// The families and subsets come from the table of languages (core/i18n/languages.ts: LANGUAGE_FONTS).
// Usage: npx tsx scripts/font-faces.ts [--check]  (--check exits 1 when app/fonts.css is not what this writes)
import fs from "node:fs";
import path from "node:path";
import { LANGUAGE_FONTS, LANGUAGES } from "../core/i18n/languages";

const root = path.resolve(import.meta.dirname, "..");
const WEIGHTS = ["400", "600", "700"];

export function fontFacesCss(): string {
  const rules: string[] = [];
  for (const { family: pkg, subsets } of LANGUAGES.map((lang) => LANGUAGE_FONTS[lang])) {
    for (const weight of WEIGHTS) {
      const css = fs.readFileSync(path.join(root, "node_modules/@fontsource", pkg, `${weight}.css`), "utf8");
      for (const subset of subsets) {
        const rule = new RegExp(`/\\* ${pkg}-${subset}-${weight}-normal \\*/\\n(@font-face \\{[^}]*\\})`).exec(css)?.[1];
        if (!rule) throw new Error(`@fontsource/${pkg}/${weight}.css has no ${subset} subset`);
        rules.push(
          withoutRupeeSign(rule)
            .replace(/font-display: \w+;/, "font-display: optional;")
            .replace(/url\(\.\/files\/([^)]+)\)/g, `url("@fontsource/${pkg}/files/$1")`),
        );
      }
    }
  }
  return `/* Written by scripts/font-faces.ts from @fontsource's CSS: see there why each family displays as it does. */\n${rules.join("\n")}\n`;
}

const RUPEE_SIGN = 0x20b9;

/** The rule with U+20B9 taken out of its unicode-range (a range around it is split in two). */
export function withoutRupeeSign(rule: string): string {
  return rule.replace(/unicode-range: ([^;]+);/, (_, ranges: string) => {
    const kept = ranges.split(",").flatMap((range) => {
      const [from = 0, to = from] = range.trim().replace(/^U\+/, "").split("-").map((hex) => parseInt(hex, 16));
      if (RUPEE_SIGN < from || RUPEE_SIGN > to) return [range.trim()];
      const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
      const span = (a: number, b: number) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`);
      return [...(from < RUPEE_SIGN ? [span(from, RUPEE_SIGN - 1)] : []), ...(RUPEE_SIGN < to ? [span(RUPEE_SIGN + 1, to)] : [])];
    });
    return `unicode-range: ${kept.join(",")};`;
  });
}

const target = path.join(root, "app/fonts.css");
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const css = fontFacesCss();
  if (process.argv.includes("--check")) {
    const same = fs.existsSync(target) && fs.readFileSync(target, "utf8") === css;
    if (!same) console.error("app/fonts.css is stale: run npx tsx scripts/font-faces.ts");
    process.exitCode = same ? 0 : 1;
  } else fs.writeFileSync(target, css);
}
