import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  build: {
    target: "es2022",
    rollupOptions: {
      output: {
        // A handful of tiny modules every page's first scripts import: one file instead of five saves home the
        // per-file overhead its 125 KB budget cannot spare (docs/performance.md, session 12).
        manualChunks(id) {
          if (/\/app\/(render\/same-for-everyone|render\/hydrate-later|components\/link|components\/icons\/icon|components\/shell\/support-links)\.tsx?$/.test(id)) return "shell-parts";
          return undefined;
        },
      },
    },
  },
});
