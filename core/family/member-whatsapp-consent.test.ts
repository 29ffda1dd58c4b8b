import { describe, expect, it } from "vitest";
import { consentAnswerOf, whatsappConsentOf } from "./member-whatsapp-consent";

const at = (iso: string) => new Date(iso);
const member = (values: Partial<Parameters<typeof whatsappConsentOf>[0]>) => ({
  whatsapp_phone: "9830011111",
  whatsapp_consent_asked_at: null,
  whatsapp_consent_at: null,
  whatsapp_consent_withdrawn_at: null,
  ...values,
});

describe("a member's WhatsApp consent", () => {
  it("reads a clear yes or stop in English, Hindi and Bengali, and nothing else", () => {
    for (const text of ["YES", "yes", " Yes! ", "y", "हाँ", "हां।", "হ্যাঁ", "Haan"]) expect(consentAnswerOf(text), text).toBe("yes");
    for (const text of ["STOP", "stop.", "बंद", "বন্ধ", "Unsubscribe"]) expect(consentAnswerOf(text), text).toBe("stop");
    for (const text of ["no", "yes please stop", "ok", "who is this?", "", "yess", "नहीं"]) expect(consentAnswerOf(text), text).toBeNull();
  });

  it("is not asked without a number or a request, then waits, is confirmed, and is withdrawn", () => {
    expect(whatsappConsentOf(member({ whatsapp_phone: null, whatsapp_consent_asked_at: at("2026-11-20T10:00:00Z") }))).toEqual({ state: "none" });
    expect(whatsappConsentOf(member({}))).toEqual({ state: "none" });
    const asked = { whatsapp_consent_asked_at: at("2026-11-20T10:00:00Z") };
    expect(whatsappConsentOf(member(asked))).toEqual({ state: "asked", at: asked.whatsapp_consent_asked_at });
    const yes = { ...asked, whatsapp_consent_at: at("2026-11-20T10:05:00Z") };
    expect(whatsappConsentOf(member(yes))).toEqual({ state: "confirmed", at: yes.whatsapp_consent_at });
    const stop = { ...yes, whatsapp_consent_withdrawn_at: at("2026-11-21T08:00:00Z") };
    expect(whatsappConsentOf(member(stop))).toEqual({ state: "withdrawn", at: stop.whatsapp_consent_withdrawn_at });
  });
});
