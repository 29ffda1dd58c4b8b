import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    include: ["{app,core,db,seed,server}/**/*.test.ts"],
    globalSetup: ["./test-support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
