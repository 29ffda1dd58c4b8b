import { AppError } from "../errors/app-error";
import type { AuthDeps } from "./auth-deps";
import { consumeLoginCode } from "./consume-login-code";
import { isWellFormedCode } from "./login-code";
import { parseIndianMobile } from "../phone/indian-mobile";
import { refuseStaffCodeLogin } from "./refuse-staff-code-login";
import { createSession } from "./sessions";

/**
 * Logs in with the WhatsApp code (patients only: a staff number is refused before its code is looked at): the account is created on first login (role patient) and a new
 * session starts. Throws AppError codeMalformed / codeExpired / codeWrong (with attemptsLeft) / codeLocked / phone.
 * Only a well-formed code counts as one of the five tries: an empty, short or non-digit one is a typing slip.
 */
export async function verifyLoginCode(
  deps: Pick<AuthDeps, "db" | "secret">,
  input: { phone: string; code: string; ip?: string; userAgent?: string },
): Promise<{ userId: number; token: string; expiresAt: Date; created: boolean }> {
  const phone = parseIndianMobile(input.phone);
  if (!phone) throw new AppError("phone");
  const code = input.code.replace(/\s/g, "");
  if (!isWellFormedCode(code)) throw new AppError("codeMalformed");
  await refuseStaffCodeLogin(deps.db, phone);

  const outcome = await deps.db.transaction().execute(async (tx) => {
    const check = await consumeLoginCode(tx, deps.secret, { phone, purpose: "login", code });
    if (!check.ok) return check;
    const existing = await tx.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirst();
    if (existing) return { ok: true as const, userId: existing.id, created: false };
    const inserted = await tx.insertInto("users").values({ phone }).returning("id").executeTakeFirstOrThrow();
    return { ok: true as const, userId: inserted.id, created: true };
  });
  if (!outcome.ok) throw new AppError(outcome.reason, 400, { attemptsLeft: outcome.attemptsLeft });

  const session = await createSession(deps.db, { userId: outcome.userId, ip: input.ip, userAgent: input.userAgent });
  return { userId: outcome.userId, created: outcome.created, ...session };
}
