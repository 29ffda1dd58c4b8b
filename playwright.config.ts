import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/** A fixed port of its own (E2E_PORT overrides it), so a running dev server is never mistaken for the one under test. */
const PORT = Number(process.env.E2E_PORT ?? 3310);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The server's whole log of the run, scanned for personal data at its end (e2e/global-teardown.ts). */
export const SERVER_LOG = path.join(os.tmpdir(), `nikat-e2e-server-${PORT}.log`);

/** Debian's Chromium: no browser download is possible on the build machines. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Desktop runs a smoke set; the full route sweep, the language cycle and the audits run on the phone. */
const DESKTOP_SMOKE = [/shell\.spec\.ts/, /not-found\.spec\.ts/, /desktop-smoke\.spec\.ts/];

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["html", { outputFolder: "playwright-report", open: "never" }]],
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "phone",
      testIgnore: /desktop-smoke\.spec\.ts/,
      use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: "desktop",
      testMatch: DESKTOP_SMOKE,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "node e2e/start-server.mjs",
    url: `${BASE_URL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // The server stops embedded PostgreSQL on SIGTERM; a hard kill would leave it running.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_ENV: "demo",
      // Every request's line too, so the scan at the end reads what production would log.
      LOG_LEVEL: "info",
      E2E_SERVER_LOG: SERVER_LOG,
      // The tests' own proxy: each test sends its own X-Forwarded-For (e2e/accounts-support.ts giveOwnClientAddress).
      TRUST_PROXY: "127.0.0.1",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...(process.env.E2E_DATABASE_URL ? { E2E_DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
