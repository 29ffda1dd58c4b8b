import { expect, test } from "@playwright/test";
import { settledReader } from "./support";
import { DEMO_STAFF, newPhone, staffLogin } from "./staff-support";

/** The demo number that waits for staff (seed/demo-whatsapp-chat.ts). */
const WAITING = "9830098302";
const SHOTS = process.env.SCREENSHOT_DIR;

test.describe("WhatsApp conversation (issue #29)", () => {
  test("the simulator plays a conversation through the webhook: language, menu, track", async ({ browser, baseURL }) => {
    const page = await newPhone(browser, baseURL!, "en");
    const phone = `7${String(Date.now()).slice(-9)}`;
    await page.goto(`/dev/whatsapp?phone=${phone}`);
    await page.getByLabel("Message").fill("Hi");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const lines = page.getByTestId("sim-lines");
    await expect(lines).toContainText("Please choose your language");
    await page.getByTestId("sim-choices").getByRole("button", { name: "हिन्दी" }).click();
    await expect(lines).toContainText("हम आपकी क्या मदद करें?");
    await page.getByTestId("sim-choices").getByRole("button", { name: "मेरा ऑर्डर देखें" }).click();
    await expect(lines).toContainText("इस नंबर का कोई चालू ऑर्डर नहीं है।");
    // The menu follows the answer, and its rows are the choices to tap.
    await expect(page.getByTestId("sim-choices").getByRole("button", { name: "टेस्ट बुक करें" })).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dev-whatsapp.png`, fullPage: true });
  });

  // One staff login for the three languages: every staff login asks for codes and counts against the admin's budget.
  test("staff see the waiting conversation at /staff/chats in en, hi and bn", async ({ browser, baseURL }) => {
    // A login in two steps and three pages.
    test.setTimeout(90_000);
    const page = await newPhone(browser, baseURL!, "en");
    await staffLogin(page, DEMO_STAFF.admin);
    for (const lang of ["en", "hi", "bn"] as const) {
      await settledReader(page.context(), baseURL!, lang);
      await page.goto("/staff/chats");
      const chat = page.locator(`[data-chat="${WAITING}"]`);
      await expect(chat).toContainText("আমার মায়ের সুগার পরীক্ষা");
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-chats-${lang}.png`, fullPage: true });
    }
  });
});
