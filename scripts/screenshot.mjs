// Developer tool: node scripts/screenshot.mjs <url> <out.png> [width=360] [lang=en] [fullPage=1]
// SHOT_SELECTOR=<css> shoots one element instead of the page; the location prompt is kept closed.
import { chromium } from "@playwright/test";

const [url, out, width = "360", lang = "en", full = "1"] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: node scripts/screenshot.mjs <url> <out.png> [width] [lang] [fullPage]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 600 ? 780 : 900 }, deviceScaleFactor: 1 });
await context.addCookies([
  { name: "lang", value: lang, url: new URL(url).origin },
  { name: "location_asked", value: "1", url: new URL(url).origin },
]);
const page = await context.newPage();
page.on("console", (message) => message.type() === "error" && console.error("console:", message.text()));
page.on("pageerror", (error) => console.error("pageerror:", error.message));
await page.goto(url, { waitUntil: "networkidle" });
if (process.env.SHOT_SELECTOR) await page.locator(process.env.SHOT_SELECTOR).first().screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
