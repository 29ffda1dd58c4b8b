import { customAlphabet } from "nanoid";

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so nothing reads as another character. Ten of
 * them are 50 random bits: with a million codes issued, one guess in about a billion finds one, and the address
 * budget (verify-budget.ts) allows a few dozen guesses an hour.
 */
export const VERIFICATION_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const VERIFICATION_CODE_LENGTH = 10;

export const newVerificationCode: () => string = customAlphabet(VERIFICATION_ALPHABET, VERIFICATION_CODE_LENGTH);

/** Printed and shown in two groups of five, as a phone number is read out: "7K3QM-X9D2P". */
export function formatVerificationCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * A typed or scanned code as it is stored, or null when it cannot be one: any case, spaces and dashes ignored, and
 * the letters people type for the digits that look like them (O for 0, I and L for 1) read as those digits.
 */
export function normaliseVerificationCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s\-‐-―]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (code.length !== VERIFICATION_CODE_LENGTH) return null;
  return [...code].every((character) => VERIFICATION_ALPHABET.includes(character)) ? code : null;
}
