// Budget: first-load JavaScript of the home page, gzip, <= 150 KB (ARCHITECTURE.md §11).
// Usage: node bench/first-load-js.mjs [base URL, default http://localhost:3000] [path, default /]
import zlib from "node:zlib";

const base = process.argv[2] ?? "http://localhost:3000";
const page = process.argv[3] ?? "/";
const html = await (await fetch(new URL(page, base))).text();
const urls = new Set();
for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"[^>]*>/g)) urls.add(match[1]);
// The hydration script imports modules by absolute path; count those too.
for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(match[1]);

let raw = 0;
let gzip = 0;
const rows = [];
for (const url of urls) {
  const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
  const gz = zlib.gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gzip += gz;
  rows.push(`${(gz / 1024).toFixed(1).padStart(7)} KB gz  ${url}`);
}
console.log(rows.sort().reverse().join("\n"));
console.log(`\n${urls.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip (budget 150 KB): ${gzip <= 150 * 1024 ? "within budget" : "OVER BUDGET"}`);
process.exitCode = gzip <= 150 * 1024 ? 0 : 1;
