// Writes the icon sprite (app/components/icons/icons.svg) and its name list (icon-names.ts) from lucide-react.
// The app draws every icon with <Icon name>, a <use> into this one cacheable file, so no icon is JavaScript and no
// page repeats an icon's paths. Usage: node scripts/icon-sprite.mjs (after adding a name to ICONS below).
// app/components/icons/icon-sprite.test.ts fails when the committed files differ from what this would write.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";

/**
 * The social networks' marks, which lucide does not draw (it has no brand icons): simple monochrome glyphs on a
 * 24 × 24 grid, filled with the text colour. In the sprite rather than the page: drawn inline, their paths were
 * 464 bytes of home's compressed HTML in Hindi, in the footer (docs/performance.md, session 24).
 */
const SOCIAL_MARKS = {
  facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z",
  instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17.2 5.6a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z",
  linkedin: "M4 9h4v12H4V9zm2-6a2.2 2.2 0 1 1 0 4.4A2.2 2.2 0 0 1 6 3zm4.5 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.8 2.6 4.8 6V21h-4v-5.6c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21h-4.4V9z",
  "x-mark": "M4 3h4.6l4 5.6L17.4 3H20l-6.1 7.2L21 21h-4.6l-4.4-6.1L6.8 21H4.2l6.5-7.6L4 3zm3.2 1.8 10.3 14.4h1.2L8.5 4.8H7.2z",
  youtube:
    "M21.6 7.2c-.2-1.3-1.2-2.2-2.5-2.4C17 4.5 12 4.5 12 4.5s-5 0-7.1.3C3.6 5 2.6 5.9 2.4 7.2 2 9 2 12 2 12s0 3 .4 4.8c.2 1.3 1.2 2.2 2.5 2.4 2.1.3 7.1.3 7.1.3s5 0 7.1-.3c1.3-.2 2.3-1.1 2.5-2.4.4-1.8.4-4.8.4-4.8s0-3-.4-4.8zM10 15.2V8.8l5.2 3.2-5.2 3.2z",
};
export const SOCIAL_MARK_NAMES = Object.keys(SOCIAL_MARKS);

/**
 * Sprite name → the lucide icon it draws (PascalCase of the name when not given) and the props it is drawn with.
 * A variant is its own symbol: a <use> copy can't be given another fill or stroke from the page, as the symbol's
 * own attributes win over what it inherits.
 */
export const ICONS = {
  ambulance: {},
  "arrow-down": {},
  "arrow-left": {},
  "arrow-up": {},
  "arrow-up-down": {},
  award: {},
  baby: {},
  "badge-check": {},
  "badge-percent": {},
  bed: {},
  bell: {},
  bone: {},
  brain: {},
  "brain-circuit": {},
  "building-2": {},
  "calendar-check": {},
  "calendar-clock": {},
  "calendar-days": {},
  "chart-column": {},
  check: {},
  "chevron-down": {},
  "chevron-right": {},
  "circle-alert": {},
  "circle-check": {},
  "circle-x": {},
  "clipboard-check": {},
  "clipboard-list": {},
  clock: {},
  "credit-card": {},
  crown: {},
  download: {},
  droplet: {},
  droplets: {},
  ear: {},
  eye: {},
  "file-text": {},
  "file-up": {},
  "flask-conical": {},
  "flower-2": {},
  "folder-open": {},
  globe: {},
  handshake: {},
  headset: {},
  "heart-handshake": {},
  "heart-pulse": {},
  hospital: {},
  house: {},
  "indian-rupee": {},
  "key-round": {},
  languages: {},
  "life-buoy": {},
  "list-ordered": {},
  "loader-circle": {},
  "locate-fixed": {},
  "log-in": {},
  "log-out": {},
  mail: {},
  "map-pin": {},
  megaphone: {},
  menu: {},
  "message-circle": {},
  navigation: {},
  phone: {},
  "phone-call": {},
  pill: {},
  plus: {},
  printer: {},
  quote: {},
  ribbon: {},
  search: {},
  "search-x": {},
  send: {},
  "shield-check": {},
  "shield-plus": {},
  smartphone: {},
  sparkles: {},
  star: {},
  // Ratings: the star filled with the text colour (the lucide component with fill="currentColor" before).
  "star-filled": { icon: "Star", props: { fill: "currentColor" } },
  stethoscope: {},
  syringe: {},
  target: {},
  "triangle-alert": {},
  truck: {},
  "user-round": {},
  users: {},
  utensils: {},
  wind: {},
  x: {},
};

const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase());

/** One <symbol> per icon: the lucide <svg>'s drawing attributes move to the symbol, its children stay as they are. */
function symbolOf(name, { icon = pascal(name), props = {} }) {
  if (name in SOCIAL_MARKS) return `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor"><path d="${SOCIAL_MARKS[name]}"/></symbol>`;
  const component = lucide[icon];
  if (!component) throw new Error(`lucide-react has no icon ${icon} (for "${name}")`);
  const markup = renderToStaticMarkup(createElement(component, props));
  const match = /^<svg([^>]*)>(.*)<\/svg>$/s.exec(markup);
  if (!match) throw new Error(`unexpected markup for ${icon}: ${markup.slice(0, 80)}`);
  const [, attributes, children] = match;
  const attribute = (key) => new RegExp(`\\s${key}="([^"]*)"`).exec(attributes)?.[1];
  const kept = ["viewBox", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"]
    .map((key) => [key, attribute(key)])
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join("");
  const closed = children.replace(/<(\w+)([^>]*)><\/\1>/g, "<$1$2/>");
  return `<symbol id="${name}"${kept}>${closed}</symbol>`;
}

/** The two generated files' contents, in memory. */
export function renderIconFiles() {
  const names = [...Object.keys(ICONS), ...Object.keys(SOCIAL_MARKS)].sort();
  const symbols = names.map((name) => `  ${symbolOf(name, ICONS[name] ?? {})}\n`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols}</svg>\n`;
  const list = names.map((name) => `  "${name}",\n`).join("");
  const ts =
    "// Generated by scripts/icon-sprite.mjs from its ICONS list; run it again after changing that list.\n" +
    `export const ICON_NAMES = [\n${list}] as const;\n\nexport type IconName = (typeof ICON_NAMES)[number];\n`;
  return { svg, ts };
}

export const ICON_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "app", "components", "icons");

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { svg, ts } = renderIconFiles();
  fs.writeFileSync(path.join(ICON_DIR, "icons.svg"), svg);
  fs.writeFileSync(path.join(ICON_DIR, "icon-names.ts"), ts);
  console.log(`${Object.keys(ICONS).length + SOCIAL_MARK_NAMES.length} icons, ${Buffer.byteLength(svg)} bytes: ${path.join(ICON_DIR, "icons.svg")}`);
}
