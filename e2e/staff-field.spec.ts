import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { simplePdf } from "../core/files/simple-pdf";
import { freshPhone, otpLogin, SLOW, text, signInDemoPatient } from "./accounts-support";
import { DEMO_STAFF, newPhone, staffLogin } from "./staff-support";
import type { Lang } from "./support";

/**
 * The agent's and the lab's phone pages on the demo data (seed/): Sumit Roy's visit today is walked from 'Start' to
 * 'Collected' and its report uploaded by the lab. The steps change one demo order, so they run in order in one test.
 */
const AGENT = DEMO_STAFF.sumit;
const LAB = DEMO_STAFF.lab;
const f = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "staffField");

/** The patient reads the agent code from their own tracking page (the agent never sees it anywhere). */
async function patientCode(browser: Browser, baseURL: string, orderId: string): Promise<string> {
  const page = await newPhone(browser, baseURL, "en");
  await signInDemoPatient(page, baseURL, "/");
  await page.goto(`/trace/test/${orderId}`);
  const code = ((await page.getByTestId("agent-code").textContent()) ?? "").trim();
  await page.context().close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("an agent starts and collects today's visit (wrong code first), then the lab uploads its report", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const base = baseURL ?? "";
  const agent = await newPhone(browser, base, "en");
  await staffLogin(agent, AGENT);
  await agent.goto("/staff/agent");
  await expect(agent.getByRole("heading", { level: 1 })).toHaveText(f("en", "agent.title"));
  const visit = agent.getByTestId("agent-visit").filter({ hasText: "Mitali Ghosh" }).first();
  await expect(visit).toBeVisible();
  expect(await noSideScroll(agent)).toBe(true);
  await agent.screenshot({ path: testInfo.outputPath("agent-list-360.png"), fullPage: true });
  const orderId = (await visit.getAttribute("data-order-id")) ?? "";
  await visit.getByTestId("open-visit").click();
  await expect(agent).toHaveURL(new RegExp(`/staff/agent/${orderId}$`));

  await agent.getByTestId("start-visit").click();
  await expect(agent.getByRole("status")).toHaveText(f("en", "visit.done.started"), SLOW);
  await expect(agent.getByTestId("start-visit")).toHaveCount(0);

  const code = await patientCode(browser, base, orderId);
  const wrong = code === "000000" ? "111111" : "000000";
  await agent.getByLabel(f("en", "visit.code")).fill(wrong);
  await agent.getByText(f("en", "visit.methods.cash"), { exact: true }).click();
  await agent.getByTestId("collect-sample").click();
  await expect(agent.getByTestId("code-error")).toHaveText(text("en", "errors.agentCodeWrong_other", { count: 4 }), SLOW);
  expect(await noSideScroll(agent)).toBe(true);
  await agent.screenshot({ path: testInfo.outputPath("agent-visit-360.png"), fullPage: true });

  const owed = /₹[\d,]+/.exec((await agent.getByTestId("amount-due").textContent()) ?? "")?.[0] ?? "";
  await expect(agent.getByTestId("amount-due")).toHaveText(f("en", "visit.amountDue", { amount: owed }));
  await agent.getByLabel(f("en", "visit.code")).fill(code);
  await agent.getByText(f("en", "visit.methods.cash"), { exact: true }).click();
  await agent.getByTestId("collect-sample").click();
  await expect(agent.getByRole("status")).toHaveText(f("en", "visit.done.collected"), SLOW);
  await expect(agent.getByTestId("collect-sample")).toHaveCount(0);
  // Cash taken at the door is what the page now says, not "Paid online: take no money".
  await expect(agent.getByTestId("amount-due")).toHaveText(f("en", "visit.collectedCash", { amount: owed }));
  await agent.goto("/staff/agent");
  await expect(agent.getByTestId("agent-visit").filter({ has: agent.locator(`[href="/staff/agent/${orderId}"]`) })).toContainText(f("en", "visitState.done"));
  await agent.context().close();

  const lab = await newPhone(browser, base, "en");
  await staffLogin(lab, LAB);
  await lab.goto("/staff/lab");
  const sample = lab.locator(`[data-testid="lab-sample"][data-order-id="${orderId}"]`);
  await expect(sample).toBeVisible();
  expect(await noSideScroll(lab)).toBe(true);
  await lab.screenshot({ path: testInfo.outputPath("lab-list-360.png"), fullPage: true });
  await sample.getByTestId("open-sample").click();
  const pdf = testInfo.outputPath("report.pdf");
  fs.writeFileSync(pdf, simplePdf(["Nikat e2e report", `Order ${orderId}`]));
  await lab.getByLabel(f("en", "sample.file")).setInputFiles(pdf);
  await lab.getByTestId("upload-report").click();
  await expect(lab.getByRole("status")).toHaveText(f("en", "sample.uploaded"), SLOW);
  await expect(lab.getByTestId("sample-status")).toHaveText(text("en", "statuses.reportGenerated", {}, "tracking"));
  const current = await lab.request.get(`/staff/lab/${orderId}/report`);
  expect(current.status()).toBe(200);
  expect((await current.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect(await noSideScroll(lab)).toBe(true);
  await lab.screenshot({ path: testInfo.outputPath("lab-sample-360.png"), fullPage: true });
  await lab.context().close();
});

test("the agent and lab pages are the 404 page for a patient", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await newPhone(browser, baseURL ?? "", "en");
  await page.goto("/login");
  await otpLogin(page, "en", freshPhone(), (url) => url.pathname !== "/login");
  for (const path of ["/staff/agent", "/staff/lab"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await page.context().close();
});
