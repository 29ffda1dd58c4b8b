import { generateSecret, generateURI, verify } from "otplib";

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30 s; one step either side for a phone's clock. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** What an authenticator app reads (as a QR code or a link): the account is named by its phone's last digits only. */
export const totpUri = (issuer: string, phone: string, secret: string): string => generateURI({ issuer, label: `${issuer} staff ••${phone.slice(-4)}`, secret });

/**
 * The time step a typed code belongs to, or null when it is not the secret's code now (give or take one step) or
 * belongs to a step at or before `afterStep` (a code already used).
 */
export async function totpStep(secret: string, code: string, afterStep: number | null, now = new Date()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional verify answers for HOTP too; a TOTP answer carries the step it matched.
  return result.valid && "timeStep" in result && typeof result.timeStep === "number" ? result.timeStep : null;
}
