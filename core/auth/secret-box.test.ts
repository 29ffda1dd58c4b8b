import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./secret-box";

const SERVER_SECRET = "a server secret long enough for the tests 0123456789";

describe("secret box", () => {
  it("opens what it sealed, and the sealed text does not hold the secret", () => {
    const sealed = sealSecret(SERVER_SECRET, "totp-secret", "JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(sealed).not.toContain("JBSWY3DP");
    expect(openSecret(SERVER_SECRET, "totp-secret", sealed)).toBe("JBSWY3DPEHPK3PXPJBSWY3DP");
    // A fresh IV each time: the same secret never seals to the same text.
    expect(sealSecret(SERVER_SECRET, "totp-secret", "JBSWY3DPEHPK3PXPJBSWY3DP")).not.toBe(sealed);
  });

  it("opens nothing under another server secret or purpose, altered, or too short", () => {
    const sealed = sealSecret(SERVER_SECRET, "totp-secret", "JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(openSecret(`${SERVER_SECRET}!`, "totp-secret", sealed)).toBeNull();
    expect(openSecret(SERVER_SECRET, "other", sealed)).toBeNull();
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1]! ^= 1;
    expect(openSecret(SERVER_SECRET, "totp-secret", bytes.toString("base64url"))).toBeNull();
    expect(openSecret(SERVER_SECRET, "totp-secret", "")).toBeNull();
    expect(openSecret(SERVER_SECRET, "totp-secret", "abc")).toBeNull();
  });
});
