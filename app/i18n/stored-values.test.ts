import { describe, expect, it } from "vitest";
import { TEMPLATES } from "../../core/messaging/templates";
import { CHAT_REPLY } from "../../core/messaging/chat-content";
import { DOOR_PAYMENT_METHODS } from "../../core/orders/door-payment";
import { LANGUAGES } from "../../core/i18n/languages";
import { serverT } from "./server-t.server";
import {
  actorText,
  attemptStateText,
  errorCodeText,
  genderText,
  languageText,
  notPricedText,
  paymentMethodText,
  paymentStatusText,
  refundStatusText,
  serviceTypeText,
  templateText,
} from "./stored-values";
import { testNameIn } from "./test-names.server";

const RAW = /[A-Za-z]{3,}/;

describe("stored values in the reader's language", () => {
  for (const lang of ["hi", "bn"] as const) {
    const t = serverT(lang);
    it(`${lang}: the spec's English values read in ${lang}`, () => {
      const shown = [
        serviceTypeText(t, "BLOOD TEST"),
        paymentMethodText(t, "Gateway"),
        ...Object.values(DOOR_PAYMENT_METHODS).map((method) => paymentMethodText(t, method)),
        genderText(t, "Male"),
        genderText(t, "Female"),
        genderText(t, "Others"),
        languageText(t, "en"),
        paymentStatusText(t, "Pending"),
        paymentStatusText(t, "Success"),
        refundStatusText(t, "Due"),
        refundStatusText(t, "Refunded"),
        ...["pending", "completed", "failed", "expired"].map((state) => attemptStateText(t, state)),
        ...["patient", "admin", "agent", "lab", "payment", "link", "gateway-webhook", "payment-job"].map((actor) => actorText(t, actor)),
        ...["PAYMENT_ERROR", "USER_CANCELLED", "EXPIRED", "CREATE_ABANDONED", "CREATE_FAILED", "CLOSED_AT_DOOR", "opted_out", "outcome_unknown", "transport_error"].map((code) => errorCodeText(t, code)),
        notPricedText(t),
      ];
      // UPI and WhatsApp are names, written in Latin letters in every language.
      for (const text of shown) expect(text.replace(/UPI|WhatsApp|STOP/g, "")).not.toMatch(RAW);
    });

    it(`${lang}: every WhatsApp template has a name`, () => {
      for (const template of [...Object.keys(TEMPLATES), CHAT_REPLY]) {
        const text = templateText(t, template);
        expect(text, template).not.toBe(template);
        expect(text.replace(/WhatsApp/g, ""), template).not.toMatch(RAW);
      }
    });

    it(`${lang}: catalogue test names come from the tests catalog`, () => {
      expect(testNameIn(lang, "Complete Blood Count (CBC)")).not.toMatch(/Complete Blood Count/);
      expect(testNameIn(lang, "Lipid Profile")).not.toBe("Lipid Profile");
    });
  }

  it("names an unknown error code inside a sentence and keeps unknown values as stored", () => {
    const t = serverT("hi");
    expect(errorCodeText(t, "TXN_AUTO_FAILED")).toMatch(/^\S.*TXN_AUTO_FAILED/);
    expect(errorCodeText(t, "TXN_AUTO_FAILED")).not.toBe("TXN_AUTO_FAILED");
    expect(paymentMethodText(t, "Cheque")).toBe("Cheque");
    expect(testNameIn("hi", "Allergy Panel 42")).toBe("Allergy Panel 42");
  });

  it("reads English in English", () => {
    const t = serverT("en");
    expect(serviceTypeText(t, "BLOOD TEST")).toBe("Blood test");
    expect(paymentMethodText(t, "Gateway")).toBe("Online payment");
    expect(testNameIn("en", "Blood Sugar (Fasting)")).toBe("Fasting Blood Sugar (FBS)");
    expect(LANGUAGES.map((lang) => languageText(t, lang))).toEqual(["English", "Hindi", "Bengali"]);
  });
});
