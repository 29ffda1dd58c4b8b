import type { Browser } from "playwright-core";

/** Chromium stays up this long after the last PDF, so a burst of downloads pays the start-up once. */
const IDLE_CLOSE_MS = 60_000;

let browser: Promise<Browser> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let inFlight = 0;

async function launch(executablePath: string): Promise<Browser> {
  const { chromium } = await import("playwright-core");
  return chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
}

/**
 * The invoice page as an A4 PDF, printed by Chromium from our own rendered page: the same HTML, styles and
 * self-hosted Noto fonts as on screen, so Devanagari and Bengali shape correctly (a PDF library would not).
 */
export async function renderInvoicePdf(
  url: string,
  options: { executablePath: string; cookies?: Record<string, string>; timeoutMs?: number },
): Promise<Buffer> {
  if (idleTimer) clearTimeout(idleTimer);
  inFlight++;
  browser ??= launch(options.executablePath).catch((error: unknown) => {
    browser = undefined;
    throw error;
  });
  try {
    const context = await (await browser).newContext();
    try {
      const cookies = Object.entries(options.cookies ?? {}).map(([name, value]) => ({ name, value, url }));
      if (cookies.length > 0) await context.addCookies(cookies);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load", timeout: options.timeoutMs ?? 15_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      return await page.pdf({ format: "A4", printBackground: true, margin: { top: "12mm", bottom: "12mm", left: "12mm", right: "12mm" } });
    } finally {
      await context.close();
    }
  } finally {
    inFlight--;
    if (inFlight === 0) {
      idleTimer = setTimeout(() => {
        const closing = browser;
        browser = undefined;
        void closing?.then((b) => b.close()).catch(() => {});
      }, IDLE_CLOSE_MS);
      idleTimer.unref();
    }
  }
}
