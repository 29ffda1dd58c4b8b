import { FIRST_NAMES } from "../seed/names";

/** The people the demo data holds and the end-to-end specs type into forms, by first name. */
const PEOPLE = ["Mitali", "Anjali", "Subrata", "Anita", "Rina", "Rohan", "Bimal"];
const ADDRESSES = ["Hazra Road", "College Para", "Customs House"];
const PHONE = /(?<![\dA-Za-z_-])[6-9]\d{9}(?![\dA-Za-z_-])/;
const SECRET_FIELD = /"(code|otp|password|passwordHash|token|session|cookie|authorization)"\s*:/i;
const CODE_IN_WORDS = /\bcode\D{0,12}(?<!\d)\d{6}(?!\d)/i;
const NAMES = new RegExp(`\\b(${[...PEOPLE, ...FIRST_NAMES].join("|")})\\b`);
const ADDRESS = new RegExp(ADDRESSES.join("|"), "i");

/**
 * Issue #34, privacy by default: what no line of the server's log may hold: a phone number, a person's name, a home
 * address, a login code, or a field that carries a password, a session or a token; the kind found, or null. Request
 * ids, timestamps and process ids are longer or shorter runs of digits and do not match.
 */
export function personalDataIn(line: string): string | null {
  for (const [what, pattern] of [
    ["a phone number", PHONE],
    ["a name", NAMES],
    ["an address", ADDRESS],
    ["a secret's field", SECRET_FIELD],
    ["a code", CODE_IN_WORDS],
  ] as const) {
    if (pattern.test(line)) return what;
  }
  return null;
}
