import { AppError } from "../errors/app-error";
import type { AuthDeps } from "./auth-deps";
import { consumeLoginCode } from "./consume-login-code";
import { isWellFormedCode } from "./login-code";
import { hashPassword } from "./password";
import { checkNewPassword } from "./password-policy";
import { parseIndianMobile } from "../phone/indian-mobile";
import { revokeOtherSessions } from "./sessions";

/** /forgot-password: the WhatsApp reset code proves the phone; the new password replaces the old and signs out every device. */
export async function resetPasswordWithCode(
  deps: Pick<AuthDeps, "db" | "secret">,
  input: { phone: string; code: string; password: string; confirmation: string },
): Promise<void> {
  const phone = parseIndianMobile(input.phone);
  if (!phone) throw new AppError("phone");
  const code = input.code.replace(/\s/g, "");
  // A malformed code is a typing slip, not a try.
  if (!isWellFormedCode(code)) throw new AppError("codeMalformed");
  checkNewPassword(input.password, input.confirmation);
  const passwordHash = await hashPassword(input.password);

  const outcome = await deps.db.transaction().execute(async (tx) => {
    const check = await consumeLoginCode(tx, deps.secret, { phone, purpose: "password_reset", code });
    if (!check.ok) return check;
    const user = await tx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where("phone", "=", phone)
      // A staff password is the admin's to reset (issue #25): never by a WhatsApp code.
      .where("role", "=", "patient")
      .returning("id")
      .executeTakeFirst();
    // A code is only ever sent to an existing account, so a missing user means the code was not ours.
    if (!user) return { ok: false as const, reason: "codeExpired" as const, attemptsLeft: 0 };
    return { ok: true as const, userId: user.id };
  });
  if (!outcome.ok) throw new AppError(outcome.reason, 400, { attemptsLeft: outcome.attemptsLeft });
  await revokeOtherSessions(deps.db, outcome.userId, undefined);
}
