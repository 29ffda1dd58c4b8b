// Budget (ARCHITECTURE.md §11, issue #31): a page's scripts may add almost nothing over the same page without them.
// For each page and language, Lighthouse mobile (simulated 4× CPU, slow 4G) runs alternately with the page's scripts
// and without any script (the floor our server rendering reaches), N times each, in one Chrome. On the medians:
//   score with scripts >= 0.97 × the floor's score
//   total blocking time with scripts <= the floor's + 150 ms
//   largest contentful paint with scripts <= the floor's + 200 ms
//   accessibility, best practices and SEO 100 and layout shift <= 0.02, with scripts.
// An absolute score is not the budget: it moves by 25 points between machines of one kind; both sides of a ratio are
// measured on the same machine within seconds of each other. Each run prints Lighthouse's benchmarkIndex.
// Exits 1 when a page falls short.
//
// Usage: node bench/lighthouse.mjs [base URL, default http://127.0.0.1:3000] [runs, default 5] [options] [pages...]
//   --languages=en,hi,bn   the languages (default all three): a first-time reader whose phone asks for that language
//                          (Accept-Language); a logged-in page gets the language cookie a reader's choice leaves
//   --six                  also records each page with scripts at a 6× CPU slowdown (the cheapest Android phones), a
//                          figure to watch, not a budget
//   pages                  paths, or "tracking" (the demo patient's tracking page), "my-lab-tests" (home logged in,
//                          where My Lab Tests is), "my-data" (/account/data logged in), "family" (/account/family)
// Both sides load through bench/lib/measured-page-proxy.mjs: the floor's HTML comes without its script elements, and
// on both sides the web fonts arrive after the first paint, as they do over mobile data (why, there). Each run prints
// how many fonts it held back and, for the floor, that the page came without scripts; a floor with scripts is an error.
// The server must run in demo mode with the demo data (the demo patient 9830098300 is logged in the way a patient
// does). Public pages are measured as a first visit: no cookies, so the location question is asked as it is then.
// Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). LIGHTHOUSE_REPORT_DIR=<folder> keeps each run's
// full JSON report there.
import * as chromeLauncher from "chrome-launcher";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { demoPatient } from "./demo-patient.mjs";
import { startMeasuredPageProxy } from "./lib/measured-page-proxy.mjs";

const args = process.argv.slice(2);
const options = new Map(args.filter((arg) => arg.startsWith("--")).map((arg) => [arg.slice(2).split("=")[0], arg.split("=")[1] ?? true]));
const positional = args.filter((arg) => !arg.startsWith("--"));
const base = positional[0] ?? "http://127.0.0.1:3000";
const runs = Number(positional[1] ?? 5);
const languages = String(options.get("languages") ?? "en,hi,bn").split(",");
const SCORE_RATIO = 0.97;
const MAX_EXTRA_TBT_MS = 150;
const MAX_EXTRA_LCP_MS = 200;
const PERFECT = ["accessibility", "best-practices", "seo"];
const MAX_CLS = 0.02;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const patient = await demoPatient(base);
const named = {
  tracking: { path: patient.path, cookie: patient.cookie, label: "tracking page" },
  "my-lab-tests": { path: "/", cookie: patient.cookie, label: "My Lab Tests (home, logged in)" },
  "my-data": { path: "/account/data", cookie: patient.cookie },
  family: { path: "/account/family", cookie: patient.cookie },
};
const wanted = positional.slice(2);
const pages = (wanted.length > 0 ? wanted : ["/", "/doctors", "/pharmacy", "/lab/Raiganj/test/lipid-profile", "tracking", "my-lab-tests", "my-data", "family"]).map(
  (path) => named[path] ?? { path },
);

const proxies = { scripts: await startMeasuredPageProxy(base, { scripts: true }), floor: await startMeasuredPageProxy(base, { scripts: false }) };
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

/**
 * Every run starts as a fresh visitor (no cache, no cookies, no service worker). A logged-in page's cookies go into
 * Chrome's own jar: a Cookie header passed to Lighthouse was replaced by the jar's, and the page was measured as the
 * login page it redirects to. Lighthouse's own storage reset (which would clear the jar) is then skipped for that run,
 * and the service worker an earlier run installed is removed here: kept, it served the stylesheet and fonts of every
 * later run with scripts from its cache, and never the floor's (a page without scripts installs none).
 */
async function freshVisitor(cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const [context] = browser.contexts();
    await context.clearCookies();
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Network.clearBrowserCache");
    for (const origin of [proxies.scripts.origin, proxies.floor.origin])
      await session.send("Storage.clearDataForOrigin", { origin, storageTypes: "service_workers,cache_storage" });
    await page.close();
    if (cookies.length > 0) await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: base })));
  } finally {
    await browser.close();
  }
}

/** A category's score as Lighthouse weighs it, leaving one audit out. */
function categoryScoreWithout(category, audits, left) {
  const refs = category.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== left && audits[ref.id].score !== null);
  return refs.reduce((sum, ref) => sum + ref.weight * audits[ref.id].score, 0) / refs.reduce((sum, ref) => sum + ref.weight, 0);
}

/** One Lighthouse run; a trace Chrome failed to record (NO_NAVSTART, NO_FCP on a starved machine) is run again, twice at most. */
async function measure(page, language, { scripts, slowdown = 4 }) {
  const cookies = page.cookie ? [...page.cookie.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]), ["lang", language]] : [];
  for (let attempt = 1; ; attempt += 1) {
    await freshVisitor(cookies);
    const proxy = scripts ? proxies.scripts : proxies.floor;
    const before = { ...proxy.counts };
    const result = await lighthouse(new URL(page.path, proxy.origin).href, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: scripts ? ["performance", ...PERFECT] : ["performance"],
      disableStorageReset: Boolean(page.cookie),
      extraHeaders: page.cookie ? undefined : { "Accept-Language": language },
      throttling: { cpuSlowdownMultiplier: slowdown },
    });
    const { lhr } = result;
    if (lhr.runtimeError && attempt < 3) continue;
    if (lhr.runtimeError) throw new Error(`${page.path} (${language}): ${lhr.runtimeError.message}`);
    const measured = new URL(lhr.finalDisplayedUrl);
    if (measured.pathname !== new URL(page.path, base).pathname) throw new Error(`${page.path} was measured as ${measured.pathname}${measured.search}: redirected`);
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const name = `${page.path.replace(/[^a-z0-9]+/gi, "_")}-${language}-${scripts ? "scripts" : "floor"}-${slowdown}x-${Date.now()}.json`;
      await writeFile(join(process.env.LIGHTHOUSE_REPORT_DIR, name), result.report);
    }
    const changed = { fontsHeld: proxy.counts.fontsHeld - before.fontsHeld, pagesStripped: proxy.counts.pagesStripped - before.pagesStripped };
    if (!scripts && changed.pagesStripped === 0) throw new Error(`${page.path} (${language}): the floor was measured with its scripts`);
    const { categories, audits } = lhr;
    const scores = { performance: Math.round(categories.performance.score * 100) };
    for (const key of scripts ? PERFECT : []) scores[key] = Math.round((categories[key].score ?? 0) * 100);
    // A patient's own page must not be indexed (noindex, and robots.txt keeps crawlers out of /trace/): its SEO is
    // scored without 'is-crawlable', and it is a miss if that audit ever passes.
    if (scripts && page.cookie) {
      scores.seo = Math.round(100 * categoryScoreWithout(categories.seo, audits, "is-crawlable"));
      scores.indexable = audits["is-crawlable"].score === 1;
    }
    return {
      ...scores,
      tbt: audits["total-blocking-time"].numericValue,
      lcp: audits["largest-contentful-paint"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      ...changed,
    };
  }
}

const describe = (run) => `performance ${run.performance}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${run.benchmarkIndex}, fonts held back ${run.fontsHeld}` +
  (run.pagesStripped ? `, pages served without scripts ${run.pagesStripped}` : "");

let failed = false;
const summary = [];
try {
  for (const page of pages) {
    for (const language of languages) {
      const label = `${page.label ?? page.path} (${language})`;
      const withScripts = [];
      const floor = [];
      const six = [];
      for (let run = 1; run <= runs; run += 1) {
        withScripts.push(await measure(page, language, { scripts: true }));
        console.log(`${label.padEnd(44)} run ${run} scripts: ${describe(withScripts.at(-1))}, a11y ${withScripts.at(-1).accessibility}, BP ${withScripts.at(-1)["best-practices"]}, SEO ${withScripts.at(-1).seo}`);
        floor.push(await measure(page, language, { scripts: false }));
        console.log(`${label.padEnd(44)} run ${run} floor:   ${describe(floor.at(-1))}`);
        if (options.has("six")) {
          six.push(await measure(page, language, { scripts: true, slowdown: 6 }));
          console.log(`${label.padEnd(44)} run ${run} 6× CPU:  ${describe(six.at(-1))}`);
        }
      }
      const m = (list, key) => median(list.map((run) => run[key]));
      const misses = [];
      if (m(withScripts, "performance") < SCORE_RATIO * m(floor, "performance")) misses.push(`score ${m(withScripts, "performance")} < 0.97 × ${m(floor, "performance")}`);
      if (m(withScripts, "tbt") > m(floor, "tbt") + MAX_EXTRA_TBT_MS) misses.push(`TBT ${Math.round(m(withScripts, "tbt"))} > ${Math.round(m(floor, "tbt"))} + 150 ms`);
      if (m(withScripts, "lcp") > m(floor, "lcp") + MAX_EXTRA_LCP_MS) misses.push(`LCP ${Math.round(m(withScripts, "lcp"))} > ${Math.round(m(floor, "lcp"))} + 200 ms`);
      for (const key of PERFECT) if (m(withScripts, key) < 100) misses.push(`${key} ${m(withScripts, key)}`);
      if (m(withScripts, "cls") > MAX_CLS) misses.push(`CLS ${m(withScripts, "cls").toFixed(3)}`);
      if (withScripts.some((run) => run.indexable)) misses.push("a personal page is indexable");
      failed ||= misses.length > 0;
      const line =
        `${label.padEnd(44)} MEDIAN with scripts: performance ${m(withScripts, "performance")}, TBT ${Math.round(m(withScripts, "tbt"))} ms, LCP ${Math.round(m(withScripts, "lcp"))} ms; ` +
        `floor: performance ${m(floor, "performance")}, TBT ${Math.round(m(floor, "tbt"))} ms, LCP ${Math.round(m(floor, "lcp"))} ms` +
        (six.length ? `; 6× CPU: performance ${m(six, "performance")}, TBT ${Math.round(m(six, "tbt"))} ms` : "") +
        `; benchmarkIndex ${Math.round(m([...withScripts, ...floor], "benchmarkIndex"))}: ${misses.length ? `BELOW BUDGET (${misses.join("; ")})` : "within budget"}`;
      console.log(`${line}\n`);
      summary.push(line);
    }
  }
} finally {
  await chrome.kill();
  await Promise.all([proxies.scripts.close(), proxies.floor.close()]);
}
console.log(summary.join("\n"));
process.exitCode = failed ? 1 : 0;
