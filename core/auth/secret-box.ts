import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key of its own for each use, derived from the server secret (a leaked table without the secret reveals nothing). */
const keyFor = (serverSecret: string, purpose: string) => Buffer.from(hkdfSync("sha256", serverSecret, "nikat", purpose, 32));

/** AES-256-GCM: iv, tag and ciphertext in one base64url string. */
export function sealSecret(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(serverSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The plain text, or null when the box was not sealed with this secret and purpose (or was altered). */
export function openSecret(serverSecret: string, purpose: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(serverSecret, purpose), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
