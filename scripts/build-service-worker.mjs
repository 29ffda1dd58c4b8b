// Builds the service worker (issue #29, decision 0035) after the client build: bundles app/pwa/service-worker.ts
// (workbox's modules, the offline texts of the three catalogs) and lets workbox-build write this build's precache
// list into it: the shell (stylesheets, the Latin fonts, the icon). Scripts are cached as pages load them, not all at install.
import { rmSync } from "node:fs";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";

const client = `${process.env.BUILD_DIR ?? "build"}/client`;
const bundled = `${process.env.BUILD_DIR ?? "build"}/sw-source.js`;
/** Vite's names for the build's assets: `assets/<name>-<8-character content hash>.<extension>`. */
const HASHED_ASSET = /^assets\/[\w.-]+-[\w-]{8}\.\w+$/;

await build({
  entryPoints: ["app/pwa/service-worker.ts"],
  outfile: bundled,
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: `${client}/sw.js`,
  globDirectory: client,
  // The Latin fonts every page uses; the Devanagari and Bengali ones are cached when a page in that language loads
  // them, so nobody downloads a script they do not read.
  globPatterns: ["assets/*.css", "assets/noto-sans-latin-[0-9]00-normal-*.woff2", "icons/icon-192.png", "favicon.svg"],
  // Files named by their content need no revision: the worker then asks the HTTP cache first, where the page that
  // registered it has just put the stylesheet and fonts, so a first visit on mobile data does not download them twice.
  dontCacheBustURLsMatching: HASHED_ASSET,
});
rmSync(bundled);
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(1)} KB`);
