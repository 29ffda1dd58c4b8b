import { chromium } from "@playwright/test";
import fs from "node:fs";
const base = "http://127.0.0.1:3482";
const out = "/tmp/pay-shots";
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
await context.addCookies([{ name: "location_asked", value: "1", url: base }, { name: "lang", value: "en", url: base }]);
const page = await context.newPage();
page.on("pageerror", (e) => console.error("pageerror", e.message));
page.on("console", (m) => m.type() === "error" && console.error("console", m.text()));
const phone = "9" + String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
await page.goto(base + "/#booking");
await page.waitForFunction(() => [...document.querySelectorAll("button")].some((b) => Object.keys(b).some((k) => k.startsWith("__reactProps"))));
await page.getByLabel("Mobile number", { exact: true }).first().fill(phone);
await page.getByRole("button", { name: "Get OTP", exact: false }).first().click();
await page.waitForTimeout(1500);
const outbox = await context.newPage();
await outbox.goto(`${base}/dev/outbox?to=${phone}`);
const code = ((await outbox.getByTestId("outbox-text").first().textContent()) ?? "").trim().slice(0, 6);
await page.getByLabel("OTP", { exact: true }).first().fill(code);
await page.getByRole("button", { name: "Verify", exact: false }).first().click();
await page.waitForTimeout(2000);
const r1 = await page.request.post(base + "/dev/demo-order", { maxRedirects: 0 });
const unpaid = r1.headers().location;
const r2 = await page.request.post(base + "/dev/demo-order", { maxRedirects: 0 });
const paid = r2.headers().location;
// pay the second through the no-JS path: form post → sandbox page → success
const pr = await page.request.post(base + paid + "/pay", { maxRedirects: 0 });
const sandbox = pr.headers().location;
await page.goto(base + sandbox);
await page.screenshot({ path: `${out}/sandbox-en-360.png`, fullPage: true });
await page.getByRole("button", { name: "Pay successfully" }).click();
await page.waitForURL(/trace/);
await page.screenshot({ path: `${out}/returned-en-360.png`, fullPage: false });
console.log("unpaid", unpaid, "paid", paid);
await context.storageState({ path: `${out}/state.json` });
fs.writeFileSync(`${out}/orders.json`, JSON.stringify({ unpaid, paid }));
let invoiceHref;
for (const lang of ["en", "hi", "bn"]) {
  await context.addCookies([{ name: "lang", value: lang, url: base }]);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    await page.goto(base + unpaid);
    await page.screenshot({ path: `${out}/unpaid-${lang}-${width}.png`, fullPage: true });
    await page.goto(base + paid);
    await page.screenshot({ path: `${out}/paid-${lang}-${width}.png`, fullPage: width > 600 ? false : true });
  }
  invoiceHref = await page.getByTestId("download-invoice").getAttribute("href");
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(base + invoiceHref);
  await page.screenshot({ path: `${out}/invoice-${lang}-360.png`, fullPage: true });
  const pdfHref = await page.getByTestId("invoice-pdf").getAttribute("href");
  const t0 = Date.now();
  const pdf = await page.request.get(base + pdfHref);
  console.log(lang, "pdf", pdf.status(), (await pdf.body()).length, "bytes", Date.now() - t0, "ms");
  fs.writeFileSync(`${out}/invoice-${lang}.pdf`, await pdf.body());
}
await browser.close();
