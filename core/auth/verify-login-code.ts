import { AppError } from "../errors/app-error";
import type { AuthDeps } from "./auth-deps";
import { consumeLoginCode } from "./consume-login-code";
import { isWellFormedCode } from "./login-code";
import { parseIndianMobile } from "../phone/indian-mobile";
import { refuseStaffCodeLogin } from "./refuse-staff-code-login";
import { ensureSelfMember } from "../family/ensure-self-member";
import { cancelErasureAtLogin } from "../privacy/erasure-request";
import { createSession } from "./sessions";

/**
 * Logs in with the WhatsApp code, patients only (a staff number's code is refused before it is looked at): the account
 * is created on first login (role patient) and a new session starts. Throws AppError codeMalformed / codeExpired / codeWrong (with attemptsLeft) / codeLocked / phone.
 * Only a well-formed code counts as one of the five tries: an empty, short or non-digit one is a typing slip.
 */
export async function verifyLoginCode(
  deps: Pick<AuthDeps, "db" | "secret">,
  input: { phone: string; code: string; ip?: string; userAgent?: string },
): Promise<{ userId: number; token: string; expiresAt: Date; created: boolean; erasureCancelled: boolean }> {
  const phone = parseIndianMobile(input.phone);
  if (!phone) throw new AppError("phone");
  const code = input.code.replace(/\s/g, "");
  if (!isWellFormedCode(code)) throw new AppError("codeMalformed");
  // A staff number is told to use its password only when it holds a live code (one sent before staff needed two
  // steps); without one it gets the codeExpired any number without a code gets, so this unthrottled step cannot be
  // used to learn which numbers are staff (the request step, which is limited per address, says it).
  const live = await deps.db
    .selectFrom("login_codes")
    .select("id")
    .where("phone", "=", phone)
    .where("purpose", "=", "login")
    .where("consumed_at", "is", null)
    .where("expires_at", ">", new Date())
    .executeTakeFirst();
  if (live) await refuseStaffCodeLogin(deps.db, phone);

  const outcome = await deps.db.transaction().execute(async (tx) => {
    const check = await consumeLoginCode(tx, deps.secret, { phone, purpose: "login", code });
    if (!check.ok) return check;
    const existing = await tx.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirst();
    if (existing) return { ok: true as const, userId: existing.id, created: false };
    const inserted = await tx.insertInto("users").values({ phone }).returning("id").executeTakeFirstOrThrow();
    return { ok: true as const, userId: inserted.id, created: true };
  });
  if (!outcome.ok) throw new AppError(outcome.reason, 400, { attemptsLeft: outcome.attemptsLeft });
  await ensureSelfMember(deps.db, outcome.userId, new Date());
  // Issue #34: a login during the cooling-off of a deletion request cancels it.
  const erasureCancelled = await cancelErasureAtLogin(deps.db, outcome.userId);

  const session = await createSession(deps.db, { userId: outcome.userId, ip: input.ip, userAgent: input.userAgent });
  return { userId: outcome.userId, created: outcome.created, erasureCancelled, ...session };
}
