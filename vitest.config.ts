import { defineConfig } from "vitest/config";
import path from "node:path";

const TESTS = ["{app,core,db,scripts,seed,server,test-support}/**/*.test.ts"];

/**
 * Files that replace something process-wide (a spy on a shared module, the process's time zone) run each in a fresh
 * module graph. Every other file shares its worker's loaded modules with the files before it: importing the app once
 * per worker instead of once per file halves the suite's CPU time (measured in docs/performance.md).
 */
const ISOLATED = [
  "core/booking/slots.test.ts",
  "core/errors/report-failure.test.ts",
  "core/trace/page-view-recorder.int.test.ts",
  "server/error-handler.test.ts",
  "server/personal-data-in-logs.int.test.ts",
  "server/render-modes.int.test.ts",
];

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    globalSetup: ["./test-support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: "forks",
    projects: [
      { extends: true, test: { name: "shared-modules", include: TESTS, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
