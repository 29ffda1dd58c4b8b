// Budget (ARCHITECTURE.md §11): first-load JavaScript, gzip: the home page <= 125 KB, every main page <= 140 KB.
// Counts every script the page's HTML asks for before it is interactive (module preloads, scripts, the hydration
// script's imports, also where the page puts them in on the visitor's first action); chunks a page loads later (React.lazy,
// dynamic import) are not in its HTML and not counted.
// Usage: node bench/first-load-js.mjs [base URL, default http://localhost:3000] [path ...]
// Without paths: the main pages. With one path: that page's files, largest first. Exits 1 when a page is over.
import zlib from "node:zlib";

const base = process.argv[2] ?? "http://localhost:3000";
const MAIN_PAGES = ["/", "/doctors", "/pharmacy", "/lab/Raiganj/test/lipid-profile", "/services", "/about-us", "/contact-us", "/faq", "/track-order", "/login", "/partners"];
const paths = process.argv.length > 3 ? process.argv.slice(3) : MAIN_PAGES;
const budgetOf = (path) => (path === "/" ? 125 : 140);

const gzipped = new Map();
async function sizeOf(url) {
  if (!gzipped.has(url)) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    gzipped.set(url, { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  }
  return gzipped.get(url);
}

let over = false;
for (const path of paths) {
  const html = await (await fetch(new URL(path, base))).text();
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"[^>]*>/g)) urls.add(match[1]);
  // The module preloads and the hydration script are put in on the visitor's first action by an inline script
  // (app/render/scripts-on-first-action.server.ts), which carries them as JSON: read them from there too.
  const preloads = /currentScript\.nonce,s=0,p=(\[[^\]]*\])/.exec(html);
  for (const url of preloads ? JSON.parse(preloads[1]) : []) urls.add(url);
  const moduleText = /\.type="module";x\.textContent=("(?:[^"\\]|\\.)*")/.exec(html);
  // A starter this bench cannot read would count nothing and pass: it fails instead.
  if (html.includes("document.currentScript.nonce") && (!preloads || !moduleText)) throw new Error(`${path}: the page's starter is not written as this bench reads it`);
  const scripts = html + (moduleText ? JSON.parse(moduleText[1]) : "");
  // The hydration script imports modules by absolute path; count those too.
  for (const match of scripts.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(match[1]);
  let raw = 0;
  let gzip = 0;
  const rows = [];
  for (const url of urls) {
    const size = await sizeOf(url);
    raw += size.raw;
    gzip += size.gzip;
    rows.push([size.gzip, `${(size.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${url}`]);
  }
  if (paths.length === 1) console.log(rows.sort((a, b) => b[0] - a[0]).map(([, row]) => row).join("\n") + "\n");
  const budget = budgetOf(path);
  const within = gzip <= budget * 1024;
  over ||= !within;
  console.log(
    `${path.padEnd(34)} ${String(urls.size).padStart(3)} files, ${(raw / 1024).toFixed(1).padStart(6)} KB raw, ` +
      `${(gzip / 1024).toFixed(1).padStart(6)} KB gzip, HTML ${(Buffer.byteLength(html) / 1024).toFixed(1).padStart(6)} KB ` +
      `(budget ${budget} KB): ${within ? "within budget" : "OVER BUDGET"}`,
  );
}
process.exitCode = over ? 1 : 0;
