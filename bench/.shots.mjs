import { chromium } from "playwright-core";
import { demoPatient } from "./demo-patient.mjs";
const base = "http://127.0.0.1:3480";
const p = await demoPatient(base);
const cookies = p.cookie.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: base }));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const pages = process.argv.slice(2);
for (const width of [360, 1280]) for (const lang of ["en", "hi", "bn"]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
  await context.addCookies([...cookies, { name: "lang", value: lang, url: base }, { name: "location_asked", value: "1", url: base }]);
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: "networkidle" }).catch(() => {});
    const name = `/tmp/shots/${path.replace(/[^a-z0-9]+/gi, "_")}-${lang}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(name, "scrollWidth", wide, "status", page.url());
  }
  await context.close();
}
await browser.close();
