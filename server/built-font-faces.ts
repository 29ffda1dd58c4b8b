import fs from "node:fs";
import path from "node:path";

/**
 * The app's own @font-face rules (Noto Sans, its Devanagari and Bengali families) as the build wrote them into its
 * CSS, with their hashed /assets/ addresses, for the pages the host writes itself (the 503 page). A phone without
 * Indic system fonts then draws Hindi and Bengali with the app's fonts instead of boxes; the font files are static
 * files, served while the database is away. No build CSS (the tests' empty folder): no rules, the system fonts.
 */
export function builtFontFaces(clientDir: string): string {
  const assets = path.join(clientDir, "assets");
  let files: string[];
  try {
    files = fs.readdirSync(assets).filter((file) => file.endsWith(".css"));
  } catch {
    return "";
  }
  const rules = new Set<string>();
  for (const file of files) {
    for (const [rule] of fs.readFileSync(path.join(assets, file), "utf8").matchAll(/@font-face\s*\{[^}]*\}/g)) {
      if (/font-family:\s*["']?Noto Sans/.test(rule)) rules.add(rule);
    }
  }
  return [...rules].join("\n");
}
