// Draws the installed app's icons (web app manifest, issue #29) from the SVGs beside them, with sharp.
// Run after changing an SVG: node scripts/make-app-icons.mjs; the PNGs are committed and served from public/icons/.
import sharp from "sharp";

const dir = "public/icons";
const icons = [
  ["app-icon.svg", "icon-192.png", 192],
  ["app-icon.svg", "icon-512.png", 512],
  ["app-icon-maskable.svg", "maskable-512.png", 512],
  ["app-icon-maskable.svg", "maskable-192.png", 192],
  // iOS and older Android home screens take a square icon without transparency.
  ["app-icon-maskable.svg", "apple-touch-icon.png", 180],
];
for (const [svg, png, size] of icons) {
  await sharp(`${dir}/${svg}`, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(`${dir}/${png}`);
}
