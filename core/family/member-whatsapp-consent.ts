import type { FamilyMember } from "./family-member";

/**
 * Where a member's own WhatsApp number stands (decision 0027): never asked (no request stored for this number yet),
 * asked and waiting for their reply, confirmed by their YES, or withdrawn by their STOP. Only 'confirmed' receives
 * the order milestones.
 */
export type WhatsAppConsent =
  | { state: "none" }
  | { state: "asked"; at: Date }
  | { state: "confirmed"; at: Date }
  | { state: "withdrawn"; at: Date };

type ConsentColumns = Pick<FamilyMember, "whatsapp_phone" | "whatsapp_consent_asked_at" | "whatsapp_consent_at" | "whatsapp_consent_withdrawn_at">;

export function whatsappConsentOf(member: ConsentColumns): WhatsAppConsent {
  if (!member.whatsapp_phone || !member.whatsapp_consent_asked_at) return { state: "none" };
  if (member.whatsapp_consent_withdrawn_at) return { state: "withdrawn", at: member.whatsapp_consent_withdrawn_at };
  if (member.whatsapp_consent_at) return { state: "confirmed", at: member.whatsapp_consent_at };
  return { state: "asked", at: member.whatsapp_consent_asked_at };
}

/** What a reply says, read strictly: a clear yes or a clear stop in English, Hindi or Bengali; anything else is neither. */
export type ConsentAnswer = "yes" | "stop";

const YES = new Set(["yes", "y", "haan", "han", "ha", "haa", "हाँ", "हां", "हा", "जी हाँ", "जी हां", "হ্যাঁ", "হ্যা", "হাঁ", "হা"]);
const STOP = new Set(["stop", "unsubscribe", "रोकें", "रोको", "बंद", "बंद करें", "स्टॉप", "বন্ধ", "বন্ধ করুন", "থামুন", "স্টপ"]);

export function consentAnswerOf(text: string): ConsentAnswer | null {
  // Case, spaces and the punctuation people add ("Yes!", " हाँ। ") do not change the answer; other words do.
  const words = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s.,!?।॥"'“”‘’()-]+/gu, " ")
    .trim();
  if (YES.has(words)) return "yes";
  if (STOP.has(words)) return "stop";
  return null;
}
