import { AppError } from "../errors/app-error";
import type { AuthDeps } from "./auth-deps";
import { openSecret, sealSecret } from "./secret-box";
import { newTotpSecret, totpStep, totpUri } from "./totp";

export const TOTP_SECRET_PURPOSE = "totp-secret";
const TRIES = 10;
const WINDOW_MS = 15 * 60_000;

type Deps = Pick<AuthDeps, "db" | "secret" | "rateLimiter">;

export type TotpState = { enabled: true } | { enabled: false; setup: { secret: string; uri: string } | null };

/** A staff member's authenticator: on, being set up (the secret and its link to show), or off. */
export async function totpState(deps: Pick<AuthDeps, "db" | "secret">, userId: number, issuer: string): Promise<TotpState> {
  const user = await deps.db.selectFrom("users").select(["phone", "totp_secret", "totp_enabled_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
  if (user.totp_enabled_at) return { enabled: true };
  const secret = user.totp_secret ? openSecret(deps.secret, TOTP_SECRET_PURPOSE, user.totp_secret) : null;
  return { enabled: false, setup: secret ? { secret, uri: totpUri(issuer, user.phone, secret) } : null };
}

/** A new secret to type into (or scan with) the app; it signs nobody in until one of its codes is confirmed. */
export async function startTotpSetup(deps: Pick<AuthDeps, "db" | "secret">, userId: number): Promise<void> {
  const sealed = sealSecret(deps.secret, TOTP_SECRET_PURPOSE, newTotpSecret());
  const updated = await deps.db.updateTable("users").set({ totp_secret: sealed, totp_last_step: null }).where("id", "=", userId).where("totp_enabled_at", "is", null).executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new AppError("totpAlreadyOn", 409);
}

/** The app's first code proves it holds the secret: from now on it is the second factor at sign-in. */
export async function confirmTotpSetup(deps: Deps, userId: number, code: string, now = new Date()): Promise<void> {
  await spendTry(deps, userId);
  const user = await deps.db.selectFrom("users").select(["totp_secret", "totp_enabled_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
  if (user.totp_enabled_at) throw new AppError("totpAlreadyOn", 409);
  const secret = user.totp_secret ? openSecret(deps.secret, TOTP_SECRET_PURPOSE, user.totp_secret) : null;
  if (!secret) throw new AppError("totpNoSetup", 409);
  const step = await totpStep(secret, code, null, now);
  if (step === null) throw new AppError("totpWrong");
  await deps.db.updateTable("users").set({ totp_enabled_at: now, totp_last_step: step }).where("id", "=", userId).where("totp_enabled_at", "is", null).execute();
}

/** Turning the authenticator off needs one of its codes now; the WhatsApp code is the second factor again. */
export async function removeTotp(deps: Deps, userId: number, code: string, now = new Date()): Promise<void> {
  await spendTry(deps, userId);
  const user = await deps.db.selectFrom("users").select(["totp_secret", "totp_enabled_at", "totp_last_step"]).where("id", "=", userId).executeTakeFirstOrThrow();
  const secret = user.totp_enabled_at && user.totp_secret ? openSecret(deps.secret, TOTP_SECRET_PURPOSE, user.totp_secret) : null;
  if (!secret) throw new AppError("totpNoSetup", 409);
  if ((await totpStep(secret, code, user.totp_last_step, now)) === null) throw new AppError("totpWrong");
  await deps.db.updateTable("users").set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null }).where("id", "=", userId).execute();
}

async function spendTry(deps: Deps, userId: number) {
  const hit = await deps.rateLimiter.hit(`totp:${userId}`, TRIES, WINDOW_MS);
  if (!hit.allowed) throw new AppError("tooManyAttempts", 429, { minutes: Math.ceil(hit.retryAfterMs / 60_000) });
}
