import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_DIR, renderIconFiles, SOCIAL_MARK_NAMES } from "../../../scripts/icon-sprite.mjs";
import { ICON_NAMES } from "./icon-names";

const committed = (file: string) => fs.readFileSync(path.join(ICON_DIR, file), "utf8");

describe("icon sprite", () => {
  it("is what scripts/icon-sprite.mjs writes (run it after changing its list or lucide-react)", () => {
    const { svg, ts } = renderIconFiles();
    expect(committed("icons.svg")).toBe(svg);
    expect(committed("icon-names.ts")).toBe(ts);
  });

  it("has one symbol for every name the code may use, and no other", () => {
    const svg = committed("icons.svg");
    const ids = [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(ids).toEqual([...ICON_NAMES]);
    for (const id of ids) {
      // The social networks' marks are filled glyphs; every lucide icon is drawn with the text colour's stroke.
      const drawing = SOCIAL_MARK_NAMES.includes(id) ? 'fill="currentColor"' : 'fill="(none|currentColor)" stroke="currentColor"[^>]*';
      expect(svg).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24" ${drawing}><[a-z]`));
    }
  });

  it("draws the filled star and the social networks' marks filled, and every other icon as an outline", () => {
    const fills = Object.fromEntries([...committed("icons.svg").matchAll(/<symbol id="([^"]+)"[^>]* fill="([^"]+)"/g)].map((m) => [m[1], m[2]]));
    expect(fills["star-filled"]).toBe("currentColor");
    const filled = Object.entries(fills).filter(([, fill]) => fill !== "none").map(([id]) => id);
    expect(filled.sort()).toEqual(["star-filled", ...SOCIAL_MARK_NAMES].sort());
  });
});
