// What a visitor waits for after their first action (decision 0039: a page's scripts start with it, not with the load).
// For each page, in a phone-sized Chromium slowed 4× (CPU) on slow 4G (150 ms round trip, 1.6 Mbit/s down): the
// page loads and is read for 2 s, with no module fetched (checked: a run that fetched one is an error); then a key
// that types nothing is pressed, and the time until React owns the page's header is taken. Each run is a first visit
// (empty cache) followed by a second page view of the same page (the scripts from the browser's cache), as a visitor
// who comes back or moves on to another page does. Prints each run and the medians.
// Usage: node bench/first-action.mjs [base URL, default http://127.0.0.1:3000] [runs, default 5] [paths...]
// Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const runs = Number(process.argv[3] ?? 5);
const paths = process.argv.length > 4 ? process.argv.slice(4) : ["/", "/doctors", "/lab/Raiganj/test/lipid-profile"];
const READING_MS = 2_000;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });

/** Loads the page, reads it, acts, and answers how long React took to own the header after the action. */
async function actAndWait(page, path) {
  await page.goto(new URL(path, base).href, { waitUntil: "load" });
  await page.waitForTimeout(READING_MS);
  const fetched = await page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).length);
  if (fetched > 0) throw new Error(`${path}: ${fetched} modules fetched before any action`);
  const started = Date.now();
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => Object.keys(document.querySelector("header a") ?? {}).some((key) => key.startsWith("__reactProps")), null, {
    polling: 20,
    timeout: 60_000,
  });
  return Date.now() - started;
}

const results = [];
for (const path of paths) {
  const first = [];
  const again = [];
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
    await context.addCookies([{ name: "location_asked", value: "1", url: base }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    first.push(await actAndWait(page, path));
    again.push(await actAndWait(page, path));
    console.log(`${path.padEnd(34)} run ${run}: first visit ${first.at(-1)} ms, scripts cached ${again.at(-1)} ms`);
    await context.close();
  }
  results.push(`${path.padEnd(34)} MEDIAN from the action to hydrated: first visit ${median(first)} ms, scripts cached ${median(again)} ms`);
}
console.log(`\n${results.join("\n")}`);
await browser.close();
