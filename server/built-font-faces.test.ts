import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtFontFaces } from "./built-font-faces";
import { UNAVAILABLE_FONT_STACK, unavailablePage } from "./database-unavailable";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-fonts-"));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const devanagari = `@font-face{font-family:"Noto Sans Devanagari";font-weight:400;src:url(/assets/noto-sans-devanagari-devanagari-400-normal-AbC1.woff2) format("woff2");unicode-range:U+0900-097F}`;
const bengali = `@font-face{font-family:Noto Sans Bengali;font-weight:700;src:url(/assets/noto-sans-bengali-bengali-700-normal-XyZ2.woff2) format("woff2")}`;
const icons = `@font-face{font-family:"Some Icons";src:url(/assets/icons.woff2)}`;

describe("the 503 page's fonts", () => {
  it("are the build's own Noto @font-face rules, each once, and no other family's", () => {
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.writeFileSync(path.join(clientDir, "assets", "root-1.css"), `body{margin:0}${devanagari}${icons}.a{color:red}${bengali}`);
    fs.writeFileSync(path.join(clientDir, "assets", "other-2.css"), devanagari);
    fs.writeFileSync(path.join(clientDir, "assets", "entry.js"), devanagari);
    expect(builtFontFaces(clientDir)).toBe(`${devanagari}\n${bengali}`);
  });

  it("are none without a build (the page falls back to the phone's fonts)", () => {
    expect(builtFontFaces(path.join(clientDir, "missing"))).toBe("");
  });

  it("are written into the page, and its text asks for the Devanagari and Bengali families before the system's", () => {
    const page = unavailablePage("bn", { name: "Nikat", supportPhone: "1" }, `${devanagari}\n${bengali}`);
    expect(page).toContain(devanagari);
    expect(page).toContain(bengali);
    expect(page).toContain(`body{font-family:${UNAVAILABLE_FONT_STACK};`);
    expect(UNAVAILABLE_FONT_STACK.indexOf('"Noto Sans Bengali"')).toBeLessThan(UNAVAILABLE_FONT_STACK.indexOf("system-ui"));
    expect(UNAVAILABLE_FONT_STACK.indexOf('"Noto Sans Devanagari"')).toBeLessThan(UNAVAILABLE_FONT_STACK.indexOf("system-ui"));
  });
});
