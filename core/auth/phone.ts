/** Spec 000 §9: phone numbers are 10 digits. Indian mobile numbers start with 6, 7, 8 or 9. */
export const PHONE_LENGTH = 10;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** Spaces, dashes and a leading +91 are how people paste numbers; they are dropped. Anything else stays, and fails. */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s-]/g, "");
  return compact.startsWith("+91") && compact.length === PHONE_LENGTH + 3 ? compact.slice(3) : compact;
}

export function isValidIndianMobile(input: string): boolean {
  return INDIAN_MOBILE.test(normalizePhone(input));
}
