// node pay-clip.mjs <path> <outprefix> <width> <lang> [parts]
import { chromium } from "@playwright/test";
const [path, prefix, width = "360", lang = "en", parts = "3"] = process.argv.slice(2);
const base = "http://127.0.0.1:3482";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ storageState: "/tmp/pay-shots/state.json", viewport: { width: Number(width), height: Number(width) < 600 ? 780 : 900 } });
await context.addCookies([{ name: "lang", value: lang, url: base }]);
const page = await context.newPage();
page.on("pageerror", (e) => console.error("pageerror", e.message));
await page.goto(base + path, { waitUntil: "networkidle" });
const h = Number(width) < 600 ? 1000 : 900;
for (let i = 0; i < Number(parts); i++) {
  await page.screenshot({ path: `${prefix}-${i}.png`, fullPage: true, clip: { x: 0, y: i * h, width: Number(width), height: h } });
}
await browser.close();
