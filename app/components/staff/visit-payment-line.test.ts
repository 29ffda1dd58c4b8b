import { describe, expect, it } from "vitest";
import { serverT } from "../../i18n/server-t.server";
import { visitPaymentLine } from "./visit-payment-line";

const owed = { paid: false, amountDue: "₹950", collectedAtDoor: null };
const online = { paid: true, amountDue: "₹0", collectedAtDoor: null };
const cash = { paid: true, amountDue: "₹0", collectedAtDoor: { method: "cash", amount: "₹950" } } as const;
const upi = { paid: true, amountDue: "₹0", collectedAtDoor: { method: "upi", amount: "₹950" } } as const;

describe("the agent's payment line", () => {
  it("says what was taken at the door, never 'paid online: take no money' (en)", () => {
    const t = serverT("en", "staffField");
    expect(visitPaymentLine(t, cash)).toBe("You took ₹950 in cash");
    expect(visitPaymentLine(t, upi)).toBe("You took ₹950 by UPI");
    expect(visitPaymentLine(t, online)).toBe("Paid online: take no money");
    expect(visitPaymentLine(t, owed)).toBe("Take ₹950");
  });

  it("in Hindi and Bengali, with the amount and the cash word of the agent's form", () => {
    for (const lang of ["hi", "bn"] as const) {
      const t = serverT(lang, "staffField");
      const line = visitPaymentLine(t, cash);
      expect(line).toContain("₹950");
      expect(line).toContain(t("visit.methods.cash"));
      expect(visitPaymentLine(t, upi)).toContain("UPI");
      expect(line).not.toBe(visitPaymentLine(t, online));
    }
  });
});
