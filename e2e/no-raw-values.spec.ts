import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { signInDemoPatient, text, waitForHydration } from "./accounts-support";
import { DEMO_STAFF, newPhone, staffLogin } from "./staff-support";
import { setLanguageCookie, type Lang } from "./support";

/**
 * Issue #30: no value the database stores in English on a Hindi or Bengali page. Each page is read in hi and bn
 * (one login per role, the language switched by its cookie: each staff login is two steps and a WhatsApp code) and
 * its visible text must hold none of these words: the spec's values, a gateway's error code, a message template's
 * name, the catalogue's English test names, a field dump or an ISO timestamp.
 */
const RAW_WORDS = [
  "N/A",
  "BLOOD TEST",
  "Female",
  "Male",
  "Gateway",
  "gateway",
  "failed",
  "completed",
  "expired",
  "PAYMENT_ERROR",
  "USER_CANCELLED",
  // A language stored as its code (the patient's language on the staff request page).
  "en",
  "hi",
  "bn",
  "Pending Confirmation",
  "Sample Collected",
  "Report Generated",
  "Agent Assigned",
  "Confirmed",
  "Paid",
  "Pending",
  "Success",
  "Cash",
  "On the way",
  "Online payment",
  "Complete Blood Count",
  "Lipid Profile",
  "Blood Sugar",
  "Thyroid Profile",
  "Kidney Function",
  "HbA1c",
];
const RAW_PATTERNS = [
  // A template's or a column's name (payment_not_completed, amount_paise).
  /\b[a-z]+_[a-z_]+\b/,
  // An ISO timestamp or a "field: old → new" dump.
  /\d{4}-\d{2}-\d{2}T\d{2}:/,
  /\b[a-z_]+: .* → /,
];

const PAY_SLOW = { timeout: 25_000 } as const;
const READ_IN: readonly Lang[] = ["hi", "bn"];

function rawValuesIn(visible: string): string[] {
  const words = RAW_WORDS.filter((word) => new RegExp(`(^|[^A-Za-z_])${word.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}($|[^A-Za-z_])`).test(visible));
  const patterns = RAW_PATTERNS.map((pattern) => pattern.exec(visible)?.[0]).filter((found): found is string => Boolean(found));
  return [...words, ...patterns];
}

/** The page in each of hi and bn (the lang cookie, then a reload): none of the raw values in main's visible text. */
async function expectNoRawValues(page: Page, baseURL: string, path: string, name: string, ready: (page: Page) => Promise<void>) {
  const testInfo: TestInfo = test.info();
  for (const lang of READ_IN) {
    await setLanguageCookie(page.context(), baseURL, lang);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await ready(page);
    const visible = await page.locator("main").innerText();
    expect(rawValuesIn(visible), `${name} in ${lang} (${path}) shows raw values`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${lang}-360.png`), fullPage: true });
  }
}

/** Pays the open order in the sandbox window with the given outcome (demo mode's gateway). */
async function payInSandbox(page: Page, choice: "success" | "failure") {
  const pay = page.getByTestId("pay-now");
  await waitForHydration(pay);
  const popupOpened = page.waitForEvent("popup");
  await pay.click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent("close", PAY_SLOW);
  await popup.getByRole("button", { name: text("en", choice, {}, "sandbox"), exact: true }).click();
  await closed;
}

// One order made by the first test is read by the admin in the second: the tests run in order, one login per role each.
test.describe.configure({ mode: "serial", timeout: 240_000 });
let orderId = "";

test("the tracking page and the invoice show no raw values in hi and bn", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  // The patient: a demo order (catalogue tests, BLOOD TEST), one failed online payment (PAYMENT_ERROR), then paid.
  const patient = await newPhone(browser, base, "en");
  // The outbox's first answer can take most of the code wait on a loaded machine: it is opened once before.
  await patient.goto("/dev/outbox");
  await signInDemoPatient(patient, base, "/");
  const created = await patient.request.post("/dev/demo-order", { maxRedirects: 0, form: {} });
  expect(created.status()).toBe(302);
  const tracking = created.headers().location ?? "";
  expect(tracking).toMatch(/^\/trace\/test\/\d+$/);
  orderId = tracking.split("/").pop() ?? "";
  await patient.goto(tracking);
  await payInSandbox(patient, "failure");
  await expect(patient.getByTestId("pay-now")).toBeVisible(PAY_SLOW);
  await patient.goto(tracking);
  await payInSandbox(patient, "success");
  await expect(patient.getByTestId("download-invoice")).toBeVisible(PAY_SLOW);
  const invoice = (await patient.getByTestId("download-invoice").getAttribute("href")) ?? "";
  expect(invoice).toMatch(/^\/invoice\/\d+$/);

  await expectNoRawValues(patient, base, tracking, "tracking", async (page) => {
    await expect(page.getByTestId("payment-status")).toBeVisible();
    // The WhatsApp help text is prefilled in the reader's language, with the order number.
    const help = decodeURIComponent(new URL((await page.getByTestId("need-help").getAttribute("href")) ?? "").searchParams.get("text") ?? "");
    expect(help).toContain(`#${orderId}`);
    expect(help).not.toMatch(/[A-Za-z]{3,}/);
  });
  await expectNoRawValues(patient, base, invoice, "invoice", async (page) => {
    await expect(page.getByTestId("invoice-total")).toBeVisible();
  });
  await patient.context().close();
});

test("the staff request page, with its attempts, messages and history, shows no raw values in hi and bn", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  expect(orderId).toMatch(/^\d+$/);
  const admin = await newPhone(browser, base, "en");
  await staffLogin(admin, DEMO_STAFF.admin);
  await expectNoRawValues(admin, base, `/staff/requests/${orderId}`, "staff-request", async (page) => {
    await expect(page.getByTestId("history")).toBeVisible();
    await expect(page.getByTestId("order-tests")).toBeVisible();
  });
  await admin.context().close();
});

test("the agent's visits (the tube list) and one visit show no raw values in hi and bn", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  const agent = await newPhone(browser, base, "en");
  await staffLogin(agent, DEMO_STAFF.sumit);
  await agent.goto("/staff/agent");
  const visit = (await agent.getByTestId("agent-visit").first().getAttribute("data-order-id")) ?? "";
  expect(visit).toMatch(/^\d+$/);
  await expectNoRawValues(agent, base, "/staff/agent", "agent", async (page) => {
    await expect(page.getByTestId("agent-visit").first()).toBeVisible();
  });
  await expectNoRawValues(agent, base, `/staff/agent/${visit}`, "agent-visit", async (page) => {
    await expect(page.getByTestId("visit-status")).toBeVisible();
  });
  await agent.context().close();
});

test("the lab's samples and one sample show no raw values in hi and bn", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  const lab = await newPhone(browser, base, "en");
  await staffLogin(lab, DEMO_STAFF.lab);
  await lab.goto("/staff/lab");
  const sample = (await lab.getByTestId("lab-sample").first().getAttribute("data-order-id")) ?? "";
  expect(sample).toMatch(/^\d+$/);
  await expectNoRawValues(lab, base, "/staff/lab", "lab", async (page) => {
    await expect(page.getByTestId("lab-sample").first()).toBeVisible();
  });
  await expectNoRawValues(lab, base, `/staff/lab/${sample}`, "lab-sample", async (page) => {
    await expect(page.getByTestId("sample-status")).toBeVisible();
  });
  await lab.context().close();
});
