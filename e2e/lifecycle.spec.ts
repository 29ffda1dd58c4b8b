import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { simplePdf } from "../core/files/simple-pdf";
import { demoStaffLab } from "../seed/demo-labs";
import { kolkataDay } from "../core/time/kolkata-day";
import { button, field, freshPhone, otpLogin, SLOW, text, toast, waitForHydration } from "./accounts-support";
import { DEMO_STAFF, newPhone, staffLogin } from "./staff-support";

/**
 * Issue #15 end to end, on a phone: a patient books, an admin confirms the tests and the amount, the patient pays in
 * the sandbox, the admin sends an agent, the agent collects with the code the patient's tracking page shows, the lab
 * uploads the report, and the patient sees 'Report Generated' in green and downloads the report and the invoice.
 * Every step is a real login of its own person in a browser of their own.
 */
const PHOTO = path.resolve(import.meta.dirname, "../core/files/test-files/photo.jpg");
const { admin: ADMIN, lab: LAB } = DEMO_STAFF;
const AGENT = { ...DEMO_STAFF.rahul, label: "Rahul Das (9000000003)" };
/** The demo lab user works for the first demo lab (seed/demo-staff.ts). */
// The lab the demo lab user works for (README): the booking is made in its city so the admin finds it near.
const DEMO_LAB = demoStaffLab();

const home = (key: string, values: Record<string, string | number> = {}) => text("en", key, values, "home");
const staff = (key: string, values: Record<string, string | number> = {}) => text("en", key, values, "staff");
const fieldT = (key: string, values: Record<string, string | number> = {}) => text("en", key, values, "staffField");
const LONG = { timeout: 30_000 } as const;

async function staffPage(browser: Browser, baseURL: string, who: { phone: string; password: string }): Promise<Page> {
  const page = await newPhone(browser, baseURL, "en");
  await staffLogin(page, who);
  return page;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a blood test from booking to report, through the admin, the sandbox, the agent and the lab", async ({ browser, baseURL }) => {
  test.setTimeout(360_000);
  const base = baseURL!;

  // The patient books for tomorrow morning with a prescription photo, no lab chosen.
  const patient = await newPhone(browser, base, "en");
  await patient.goto("/#booking");
  await otpLogin(patient, "en", freshPhone(), () => true);
  await expect(button(patient.locator("#booking"), text("en", "auth.newRequest"))).toBeVisible(SLOW);
  const form = patient.locator("form").filter({ has: patient.getByRole("heading", { name: home("booking.form.title"), exact: true }) });
  await waitForHydration(form.getByRole("button", { name: home("booking.form.submit") }));
  await field(form, home("booking.form.name")).fill("Lifecycle Patient");
  await field(form, home("booking.form.age")).fill("71");
  await field(form, home("booking.form.gender")).selectOption("Male");
  await field(form, home("booking.form.village")).fill("Kasba");
  await field(form, home("booking.form.city")).fill(DEMO_LAB.city ?? "Kolkata");
  await field(form, home("booking.form.address")).fill("5 Station Road");
  await field(form, home("booking.form.slot")).selectOption("tomorrow-1");
  const consent = field(form, home("booking.consent.agree"));
  if (await consent.count()) await consent.check();
  await form.locator('input[type="file"]').setInputFiles(PHOTO);
  await form.getByRole("button", { name: home("booking.form.submit") }).click();
  await expect(toast(patient, home("booking.created")).first()).toBeVisible(SLOW);
  const card = patient.getByTestId("request-card").filter({ hasText: "Lifecycle Patient" }).first();
  const orderPath = (await card.getAttribute("href")) ?? "";
  const id = /^\/trace\/test\/(\d+)$/.exec(orderPath)?.[1] ?? "";
  expect(id, orderPath).not.toBe("");

  // The admin gives it the lab, confirms two tests at that lab's prices (the amount is their sum).
  const admin = await staffPage(browser, base, ADMIN);
  await admin.goto(`/staff/requests/${id}`);
  const labForm = admin.getByTestId("form-assign-lab");
  const labSelect = labForm.getByLabel(staff("actions.assignLab.lab"), { exact: true });
  const labValue = await labSelect.locator("option", { hasText: DEMO_LAB.name }).first().getAttribute("value");
  await labSelect.selectOption(labValue!);
  await labForm.getByRole("button", { name: staff("actions.assignLab.submit") }).click();
  await expect(admin.getByTestId("done")).toHaveText(staff("done.assign-lab"), LONG);
  const testsForm = admin.getByTestId("form-confirm-tests");
  const boxes = testsForm.locator('input[type="checkbox"]');
  let sum = 0;
  for (const index of [0, 1]) {
    await boxes.nth(index).check();
    sum += Number(await boxes.nth(index).getAttribute("data-price"));
  }
  await testsForm.getByRole("button", { name: staff("actions.confirmTests.submit") }).click();
  await expect(admin.getByTestId("done")).toHaveText(staff("done.confirm-tests"), LONG);
  const amount = `₹${(sum / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
  await expect(admin.getByTestId("order-amount")).toHaveText(amount);
  expect(await noSideScroll(admin)).toBe(true);

  // The patient pays that amount in the sandbox window.
  await patient.goto(orderPath);
  await expect(patient.getByTestId("order-amount")).toHaveText(amount, LONG);
  const pay = patient.getByTestId("pay-now");
  await waitForHydration(pay);
  const popupOpened = patient.waitForEvent("popup");
  await pay.click();
  const popup = await popupOpened;
  await expect(popup.getByTestId("sandbox-amount")).toHaveText(amount, LONG);
  const closed = popup.waitForEvent("close", LONG);
  await popup.getByRole("button", { name: text("en", "success", {}, "sandbox"), exact: true }).click();
  await closed;
  const tracker = patient.getByTestId("order-tracker");
  await expect(tracker.locator("[data-step=paymentConfirmed]")).toHaveAttribute("data-state", "current", LONG);

  // The admin sends Rahul today (the form starts at the slot's day and hour): an agent may start a visit only on its day.
  await admin.reload();
  const agentForm = admin.getByTestId("form-assign-agent");
  await agentForm.getByLabel(staff("actions.assignAgent.agent"), { exact: true }).selectOption({ label: AGENT.label });
  await agentForm.getByLabel(staff("actions.assignAgent.date"), { exact: true }).fill(kolkataDay(new Date()).date);
  await agentForm.getByRole("button", { name: staff("actions.assignAgent.submit") }).click();
  await expect(admin.getByTestId("done")).toHaveText(staff("done.assign-agent"), LONG);

  // The patient's page now shows the agent's first name and the code to give at the door.
  await patient.reload();
  const code = ((await patient.getByTestId("agent-code").textContent()) ?? "").trim();
  expect(code).toMatch(/^\d{6}$/);
  await expect(patient.getByText("Rahul", { exact: false }).first()).toBeVisible();

  // The agent finds the visit under today, sets out, and records the collection with the patient's code.
  const agent = await staffPage(browser, base, AGENT);
  await agent.goto("/staff/agent");
  await expect(agent.locator(`a[href="/staff/agent/${id}"]`).first()).toBeVisible(LONG);
  await agent.goto(`/staff/agent/${id}`);
  await expect(agent.getByText(code)).toHaveCount(0);
  await agent.getByTestId("start-visit").click();
  await expect(agent.getByText(fieldT("visit.done.started"))).toBeVisible(LONG);
  await agent.getByLabel(fieldT("visit.code")).fill(code);
  await agent.getByTestId("collect-sample").click();
  await expect(agent.getByText(fieldT("visit.done.collected"))).toBeVisible(LONG);
  expect(await noSideScroll(agent)).toBe(true);

  // The lab uploads the report PDF.
  const lab = await staffPage(browser, base, LAB);
  await lab.goto(`/staff/lab/${id}`);
  await lab.locator('input[type="file"]').setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from(simplePdf(["Lifecycle report", "Haemoglobin 13.5 g/dL"])) });
  await lab.getByTestId("upload-report").click();
  await expect(lab.getByText(fieldT("sample.uploaded"))).toBeVisible(LONG);

  // The patient: 'Report Generated' in green in My Lab Tests, the report and the invoice downloaded.
  await patient.goto("/#booking");
  const done = patient.getByTestId("request-card").filter({ hasText: "Lifecycle Patient" }).first();
  await expect(done).toContainText(home("booking.list.statuses.Report Generated"), LONG);
  await expect(done).toHaveClass(/bg-green-50/);
  await patient.goto(orderPath);
  await expect(tracker.locator("[data-step=reportGenerated]")).toHaveAttribute("data-state", "current", LONG);
  const report = patient.waitForEvent("download", LONG);
  await patient.getByTestId("download-report").click();
  expect((await report).suggestedFilename()).toMatch(/^report-\d+\.pdf$/);
  await patient.getByTestId("download-invoice").click();
  await expect(patient).toHaveURL(/\/invoice\/\d+$/, LONG);
  await expect(patient.getByText(amount).first()).toBeVisible();

  for (const page of [patient, admin, agent, lab]) await page.context().close();
});
