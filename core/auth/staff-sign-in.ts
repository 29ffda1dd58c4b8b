import { createHash, createHmac, randomBytes } from "node:crypto";
import type { SecondFactor } from "../../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../i18n/language";
import type { AuthDeps } from "./auth-deps";
import { generateCode, hashesMatch } from "./login-code";
import { openSecret } from "./secret-box";
import { createSession } from "./sessions";
import { totpStep } from "./totp";
import { TOTP_SECRET_PURPOSE } from "./totp-setup";

/** The second step must follow the password within minutes, in the same browser, with a few tries. */
export const STAFF_SIGN_IN_TTL_MS = 5 * 60_000;
export const STAFF_SIGN_IN_MAX_WRONG = 5;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** The WhatsApp code is bound to this one pending sign-in: the same digits are worth nothing to any other browser. */
const hashSignInCode = (secret: string, tokenHash: string, code: string) => createHmac("sha256", secret).update(`staff-sign-in:${tokenHash}:${code}`).digest("hex");

export type PendingStaffSignIn = { token: string; method: SecondFactor; expiresAt: Date };

/**
 * After a staff member's password was right: a pending sign-in, known to the server by its token's hash and to the
 * browser by an httpOnly cookie, and the second factor asked for — the authenticator's code for those who set one
 * up, otherwise a WhatsApp code sent now. Each browser's pending sign-in stands alone (one person on two devices,
 * or two at once): a code is worth something only with the cookie of the step it was sent for.
 */
export async function startStaffSignIn(
  deps: Pick<AuthDeps, "db" | "secret" | "messenger">,
  input: { userId: number; language: Language; redirectTo?: string; now?: Date },
): Promise<PendingStaffSignIn> {
  const now = input.now ?? new Date();
  const user = await deps.db.selectFrom("users").select(["phone", "totp_enabled_at"]).where("id", "=", input.userId).executeTakeFirstOrThrow();
  const method: SecondFactor = user.totp_enabled_at ? "totp" : "whatsapp";
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const code = method === "whatsapp" ? generateCode() : null;
  const expiresAt = new Date(now.getTime() + STAFF_SIGN_IN_TTL_MS);
  // Finished and expired steps of this account are of no more use: they go as the next one starts.
  await deps.db.deleteFrom("staff_sign_ins").where("user_id", "=", input.userId).where("expires_at", "<", new Date(now.getTime() - STAFF_SIGN_IN_TTL_MS)).execute();
  const pending = await deps.db
    .insertInto("staff_sign_ins")
    .values({
      token_hash: tokenHash,
      user_id: input.userId,
      method,
      code_hash: code ? hashSignInCode(deps.secret, tokenHash, code) : null,
      redirect_to: input.redirectTo ?? null,
      created_at: now,
      expires_at: expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (code) {
    const sent = await deps.messenger.send({ to: user.phone, template: "login_code", language: input.language, params: { code } });
    if (!sent.ok) {
      await deps.db.deleteFrom("staff_sign_ins").where("id", "=", pending.id).execute();
      throw new AppError("notOnWhatsApp");
    }
  }
  return { token, method, expiresAt };
}

/** The pending sign-in behind a browser's cookie while it can still be finished, or null. */
export async function findStaffSignIn(deps: Pick<AuthDeps, "db">, token: string | undefined, now = new Date()) {
  if (!token || token.length > 100) return null;
  const row = await deps.db
    .selectFrom("staff_sign_ins")
    .innerJoin("users", "users.id", "staff_sign_ins.user_id")
    .select(["staff_sign_ins.method", "staff_sign_ins.expires_at", "users.phone"])
    .where("staff_sign_ins.token_hash", "=", hashToken(token))
    .where("staff_sign_ins.completed_at", "is", null)
    .where("staff_sign_ins.expires_at", ">", now)
    .where("staff_sign_ins.attempts", "<", STAFF_SIGN_IN_MAX_WRONG)
    .executeTakeFirst();
  // The page shows only the phone's last two digits: enough to recognise one's own, nothing for anyone else.
  return row ? { method: row.method, expiresAt: row.expires_at, phoneEnd: row.phone.slice(-2) } : null;
}

/**
 * The second step: the code of this browser's pending sign-in. Right, it ends the pending sign-in and opens a staff
 * session (a day at most). Wrong, it spends one of five tries (codeWrong with attemptsLeft); after the fifth, or past
 * its minutes, or without a pending sign-in, it is signInExpired: the password step must be done again.
 */
export async function finishStaffSignIn(
  deps: Pick<AuthDeps, "db" | "secret">,
  input: { token: string | undefined; code: string; ip?: string; userAgent?: string; now?: Date },
): Promise<{ userId: number; token: string; expiresAt: Date; redirectTo: string | null }> {
  const now = input.now ?? new Date();
  if (!input.token || input.token.length > 100) throw new AppError("signInExpired");
  const tokenHash = hashToken(input.token);
  const outcome = await deps.db.transaction().execute(async (tx) => {
    const pending = await tx
      .selectFrom("staff_sign_ins")
      .innerJoin("users", "users.id", "staff_sign_ins.user_id")
      .select(["staff_sign_ins.id", "staff_sign_ins.user_id", "staff_sign_ins.method", "staff_sign_ins.code_hash", "staff_sign_ins.attempts", "staff_sign_ins.redirect_to", "users.totp_secret", "users.totp_last_step"])
      .where("staff_sign_ins.token_hash", "=", tokenHash)
      .where("staff_sign_ins.completed_at", "is", null)
      .where("staff_sign_ins.expires_at", ">", now)
      .forUpdate()
      .executeTakeFirst();
    if (!pending || pending.attempts >= STAFF_SIGN_IN_MAX_WRONG) return { ok: false as const, attemptsLeft: 0 };

    let totpStepUsed: number | null = null;
    let right = false;
    if (pending.method === "whatsapp") {
      right = pending.code_hash !== null && hashesMatch(pending.code_hash, hashSignInCode(deps.secret, tokenHash, input.code));
    } else {
      const secret = pending.totp_secret ? openSecret(deps.secret, TOTP_SECRET_PURPOSE, pending.totp_secret) : null;
      totpStepUsed = secret ? await totpStep(secret, input.code, pending.totp_last_step, now) : null;
      right = totpStepUsed !== null;
    }
    if (right) {
      await tx.updateTable("staff_sign_ins").set({ completed_at: now }).where("id", "=", pending.id).execute();
      if (totpStepUsed !== null) await tx.updateTable("users").set({ totp_last_step: totpStepUsed }).where("id", "=", pending.user_id).execute();
      return { ok: true as const, userId: pending.user_id, redirectTo: pending.redirect_to };
    }
    const attempts = pending.attempts + 1;
    await tx.updateTable("staff_sign_ins").set({ attempts }).where("id", "=", pending.id).execute();
    return { ok: false as const, attemptsLeft: STAFF_SIGN_IN_MAX_WRONG - attempts };
  });
  if (!outcome.ok) {
    if (outcome.attemptsLeft > 0) throw new AppError("codeWrong", 400, { attemptsLeft: outcome.attemptsLeft });
    throw new AppError("signInExpired");
  }
  const session = await createSession(deps.db, { userId: outcome.userId, ip: input.ip, userAgent: input.userAgent, now, staff: true });
  return { userId: outcome.userId, redirectTo: outcome.redirectTo, ...session };
}
