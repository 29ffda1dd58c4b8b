/**
 * Indian mobile numbers as people type them: "98300 12345", "+91 98300 12345", "098300-12345".
 * We keep only the 10 digits; mobile numbers start with 6, 7, 8 or 9.
 */
const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

export const INDIAN_MOBILE_LENGTH = 10;

/** The 10-digit number, or null when the text is not an Indian mobile number. */
export function normaliseIndianMobile(text: string): string | null {
  const compact = text.replace(/[\s\-().]/g, "");
  return INDIAN_MOBILE.exec(compact)?.[1] ?? null;
}
