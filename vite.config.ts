import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";
import { compileHintForFirstLoad } from "./scripts/compile-hint";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileHintForFirstLoad()],
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  build: {
    target: "es2022",
    // A part loaded later (hydrateLater, the location form, the toast library) is fetched when the browser is idle
    // or on a tap, never for the first paint: Vite's helper, which adds a <link rel=modulepreload> to the head for
    // each of its modules, cost the main thread more than the waterfall it saves (docs/performance.md, session 19).
    // The first load's modules are listed by React Router's <Scripts>, not by this helper.
    modulePreload: false,
    rollupOptions: {
      output: {
        // A handful of tiny modules every page's first scripts import: one file instead of five saves home the
        // per-file overhead its 125 KB budget cannot spare (docs/performance.md, session 12).
        manualChunks(id) {
          if (/\/app\/(render\/same-for-everyone|render\/kept-as-drawn|render\/drawn-on-server|render\/hydrate-later|render\/page-hydrated|components\/link|components\/icons\/icon|components\/shell\/support-links)\.tsx?$/.test(id)) return "shell-parts";
          return undefined;
        },
      },
    },
  },
});
