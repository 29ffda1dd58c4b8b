/**
 * The one rule for phone numbers, everywhere (login, password reset, contact forms, appointments, staff accounts).
 * Spec 000 §9: a phone number is 10 digits; Indian mobile numbers start with 6, 7, 8 or 9. People write them
 * "98300 12345", "98300-12345", "+91 98300 12345", "91 98300 12345", "098300-12345", "(+91) 98300.12345":
 * spaces, dashes, dots and brackets are dropped, then one country code (+91 or 91) or trunk 0 may lead.
 * We store and compare only the 10 digits.
 */
export const PHONE_LENGTH = 10;
/** Room for the longest usual way of writing one: "(+91) 98300-12345" and a stray space. */
export const PHONE_INPUT_MAX_LENGTH = 20;

const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

/** The 10-digit number, or null when the text is not an Indian mobile number. */
export function parseIndianMobile(text: string): string | null {
  const compact = text.replace(/[\s\-().]/g, "");
  return INDIAN_MOBILE.exec(compact)?.[1] ?? null;
}

export function isIndianMobile(text: string): boolean {
  return parseIndianMobile(text) !== null;
}
