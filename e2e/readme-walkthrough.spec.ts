import { expect, test, type Browser, type Page } from "@playwright/test";
import { simplePdf } from "../core/files/simple-pdf";
import { kolkataDay } from "../core/time/kolkata-day";
import { demoStaffLab } from "../seed/demo-labs";
import { signInDemoPatient, text, waitForHydration } from "./accounts-support";
import { DEMO_STAFF, newPhone, staffLogin } from "./staff-support";

/**
 * The README's "To walk an order through", step by step as written there (README.md, "Demo staff"): one browser per
 * role, each staff member logged in once (each login is two steps and a WhatsApp code).
 */
const LAB_NAME = demoStaffLab().name;
const staff = (key: string, values: Record<string, string | number> = {}) => text("en", key, values, "staff");
const field = (key: string, values: Record<string, string | number> = {}) => text("en", key, values, "staffField");
const tracking = (key: string) => text("en", key, {}, "tracking");
const LONG = { timeout: 30_000 } as const;

async function loggedIn(browser: Browser, baseURL: string, who: { phone: string; password: string }): Promise<Page> {
  const page = await newPhone(browser, baseURL, "en");
  await staffLogin(page, who);
  return page;
}

test("the README's walk-through: a request from the demo patient to report and invoice", async ({ browser, baseURL }) => {
  test.setTimeout(360_000);
  const base = baseURL!;

  // 1. The demo patient opens /dev/demo-order and makes an order waiting for the office; its tracking page opens.
  const patient = await newPhone(browser, base, "en");
  await signInDemoPatient(patient, base, "/");
  await patient.goto("/dev/demo-order");
  await patient.getByRole("button", { name: "Create an order waiting for the office (no lab, no tests yet)" }).click();
  await patient.waitForURL(/\/trace\/test\/\d+$/, LONG);
  const orderPath = new URL(patient.url()).pathname;
  const id = orderPath.split("/").pop()!;

  // 2. The admin searches for N in /staff/requests, opens it, assigns the README's lab and confirms tests.
  const admin = await loggedIn(browser, base, DEMO_STAFF.admin);
  await admin.goto("/staff/requests");
  await admin.getByLabel(staff("queue.filters.search"), { exact: true }).fill(id);
  await admin.getByRole("button", { name: staff("queue.filters.apply") }).click();
  const row = admin.getByTestId("queue-row");
  await expect(row).toHaveCount(1, LONG);
  await row.first().click();
  await admin.waitForURL(new RegExp(`/staff/requests/${id}$`), LONG);
  const labForm = admin.getByTestId("form-assign-lab");
  const labSelect = labForm.getByLabel(staff("actions.assignLab.lab"), { exact: true });
  const labOption = labSelect.locator("option", { hasText: LAB_NAME });
  await expect(labOption, "the README's lab is among the 20 nearest the patient").toHaveCount(1);
  await labSelect.selectOption((await labOption.getAttribute("value"))!);
  await labForm.getByRole("button", { name: staff("actions.assignLab.submit") }).click();
  await expect(admin.getByTestId("done")).toHaveText(staff("done.assign-lab"), LONG);
  const testsForm = admin.getByTestId("form-confirm-tests");
  await testsForm.locator('input[type="checkbox"]').first().check();
  await testsForm.getByRole("button", { name: staff("actions.confirmTests.submit") }).click();
  await expect(admin.getByTestId("done")).toHaveText(staff("done.confirm-tests"), LONG);

  // 3. The patient reloads the tracking page, presses Pay Now and pays in the test payment window.
  await patient.goto(orderPath);
  const pay = patient.getByTestId("pay-now");
  await waitForHydration(pay);
  const popupOpened = patient.waitForEvent("popup");
  await pay.click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent("close", LONG);
  await popup.getByRole("button", { name: text("en", "success", {}, "sandbox"), exact: true }).click();
  await closed;
  await expect(patient.getByTestId("order-tracker").locator("[data-step=paymentConfirmed]")).toHaveAttribute("data-state", "current", LONG);

  // 4. The admin reloads, assigns Rahul Das for today; the patient's page shows the agent code.
  await admin.reload();
  const agentForm = admin.getByTestId("form-assign-agent");
  await agentForm.getByLabel(staff("actions.assignAgent.agent"), { exact: true }).selectOption({ label: "Rahul Das (9000000003)" });
  await agentForm.getByLabel(staff("actions.assignAgent.date"), { exact: true }).fill(kolkataDay(new Date()).date);
  await agentForm.getByRole("button", { name: staff("actions.assignAgent.submit") }).click();
  await expect(admin.getByTestId("done")).toHaveText(staff("done.assign-agent"), LONG);
  await patient.reload();
  await expect(patient.getByText(tracking("details.agent.code"), { exact: true })).toBeVisible(LONG);
  const code = ((await patient.getByTestId("agent-code").textContent()) ?? "").trim();
  expect(code).toMatch(/^\d{6}$/);

  // 5. Rahul opens the visit at /staff/agent, starts, types the code and confirms the collection.
  const agent = await loggedIn(browser, base, DEMO_STAFF.rahul);
  await agent.goto("/staff/agent");
  await agent.locator(`a[href="/staff/agent/${id}"]`).first().click();
  await agent.waitForURL(new RegExp(`/staff/agent/${id}$`), LONG);
  await agent.getByRole("button", { name: field("visit.start") }).click();
  await expect(agent.getByText(field("visit.done.started"))).toBeVisible(LONG);
  await agent.getByLabel(field("visit.code")).fill(code);
  await agent.getByRole("button", { name: field("visit.collect") }).click();
  await expect(agent.getByText(field("visit.done.collected"))).toBeVisible(LONG);

  // 6. The lab's console is headed with the README's lab; the sample is there; a PDF is uploaded.
  const lab = await loggedIn(browser, base, DEMO_STAFF.lab);
  await lab.goto("/staff/lab");
  await expect(lab.getByRole("heading", { level: 1 })).toHaveText(field("lab.titleAt", { lab: LAB_NAME }));
  await lab.locator(`[data-testid="lab-sample"][data-order-id="${id}"]`).getByTestId("open-sample").click();
  await lab.waitForURL(new RegExp(`/staff/lab/${id}$`), LONG);
  await lab.locator('input[type="file"]').setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from(simplePdf(["README walk-through report"])) });
  await lab.getByRole("button", { name: field("sample.submit") }).click();
  await expect(lab.getByText(field("sample.uploaded"))).toBeVisible(LONG);

  // 7. The patient downloads the report, then the invoice.
  await patient.goto(orderPath);
  const report = patient.waitForEvent("download", LONG);
  await patient.getByRole("link", { name: tracking("actions.report") }).click();
  expect((await report).suggestedFilename()).toMatch(/^report-\d+\.pdf$/);
  await patient.getByRole("link", { name: tracking("actions.invoice") }).click();
  await expect(patient).toHaveURL(/\/invoice\/\d+$/, LONG);

  for (const page of [patient, admin, agent, lab]) await page.context().close();
});
