import { expect, test } from "@playwright/test";
import { button, codeFromOutbox, field, freshPhone, otpForm, SLOW, text, giveOwnClientAddress, waitForHydration } from "./accounts-support";
import { visitor } from "./location-support";

/** Issue #12: the ways Indians write a mobile number, accepted at login as they are on the appointment forms. */
test.describe("phone numbers as people write them", () => {
  for (const write of [
    (phone: string) => `0${phone.slice(0, 5)}-${phone.slice(5)}`,
    (phone: string) => `91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
    (phone: string) => `+91 ${phone.slice(0, 5)}-${phone.slice(5)}`,
  ]) {
    const example = write("9830012345");
    test(`"${example}" gets a login code for its 10 digits`, async ({ page, context, baseURL }) => {
      await visitor(context, baseURL!, "en", { asked: true });
      const phone = freshPhone();
      await page.goto("/login");
      const form = otpForm(page, "en");
      await waitForHydration(button(form, text("en", "auth.getOtp")));
      await field(form, text("en", "auth.phone")).fill(write(phone));
      await expect(field(form, text("en", "auth.phone")), "the field keeps all of it").toHaveValue(write(phone));
      await giveOwnClientAddress(page);
      await button(form, text("en", "auth.getOtp")).click();
      await expect(form.getByRole("status")).toHaveText(text("en", "auth.codeSent", { phone }), SLOW);
      expect(await codeFromOutbox(context, phone, "login", "en")).toMatch(/^\d{6}$/);
    });
  }
});
