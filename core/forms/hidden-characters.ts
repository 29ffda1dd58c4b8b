/**
 * What no form field or query value carries when a person typed it: NUL (PostgreSQL refuses it in text, error
 * 22021, which was a 500), the other C0 controls except tab, CR and LF, and bytes that are not UTF-8 (a lone
 * surrogate's encoding among them; decoders silently turn those into U+FFFD, so they are checked as bytes).
 */
/* eslint-disable-next-line no-control-regex -- matching control characters is this module's purpose */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Surrogate}/u;
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

const PERCENT = 0x25;
const PLUS = 0x2b;
const AMPERSAND = 0x26;
const EQUALS = 0x3d;

/** A decoded string (a parsed form's value). */
export function hasHiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** A field's raw bytes (a multipart text part): UTF-8 without hidden characters. */
export function isCleanText(bytes: Uint8Array): boolean {
  try {
    return !hasHiddenCharacters(strictUtf8.decode(bytes));
  } catch {
    return false;
  }
}

/**
 * application/x-www-form-urlencoded bytes (a query string, a form body): every name and value, each percent-decoded
 * as bytes the way URLSearchParams does ("+" a space, a "%" without two hex digits kept as it is), is clean text.
 */
export function isCleanUrlEncoded(bytes: Uint8Array): boolean {
  let start = 0;
  for (let index = 0; index <= bytes.length; index++) {
    if (index === bytes.length || bytes[index] === AMPERSAND || bytes[index] === EQUALS) {
      if (!isCleanText(percentDecoded(bytes.subarray(start, index)))) return false;
      start = index + 1;
    }
  }
  return true;
}

function percentDecoded(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    const high = hexValue(bytes[index + 1]);
    const low = hexValue(bytes[index + 2]);
    if (byte === PERCENT && high >= 0 && low >= 0) {
      out[length++] = high * 16 + low;
      index += 2;
    } else {
      out[length++] = byte === PLUS ? 0x20 : byte;
    }
  }
  return out.subarray(0, length);
}

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}
