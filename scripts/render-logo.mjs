// Developer tool: renders public/logo-400.png (the 400x400 social-sharing image) from the SVG mark.
import { chromium } from "@playwright/test";
import fs from "node:fs";

const mark = fs.readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const html = `<!doctype html><html><body style="margin:0">
<div style="width:400px;height:400px;display:flex;flex-direction:column;align-items:center;justify-content:center;
background:linear-gradient(135deg,#f0fdfa,#ccfbf1);font-family:'Noto Sans',sans-serif">
<div style="width:200px;height:200px">${mark.replace("<svg ", '<svg width="200" height="200" ')}</div>
<div style="margin-top:12px;font-size:64px;font-weight:700;color:#115e59;letter-spacing:-1px">Nikat</div>
</div></body></html>`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 400, height: 400 } });
await page.setContent(html);
await page.screenshot({ path: new URL("../public/logo-400.png", import.meta.url).pathname });
await browser.close();
