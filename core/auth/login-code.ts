import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { CodePurpose } from "../../db/schema";

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60_000;
export const MAX_WRONG_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 30_000;
export const MAX_CODES_PER_PHONE_PER_HOUR = 5;

/** Six digits from the operating system's cryptographic source. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/**
 * Codes are stored only as an HMAC keyed with the server secret: a leaked table cannot be
 * brute-forced offline (there are only a million six-digit codes).
 */
export function hashCode(secret: string, phone: string, purpose: CodePurpose, code: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${phone}:${code}`).digest("hex");
}

export function hashesMatch(expectedHex: string, actualHex: string): boolean {
  const expected = Buffer.from(expectedHex, "hex");
  const actual = Buffer.from(actualHex, "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function isWellFormedCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
}
