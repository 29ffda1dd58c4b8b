import type { Transaction } from "kysely";
import type { Database, CodePurpose } from "../../db/schema";
import { hashCode, hashesMatch, isWellFormedCode, MAX_WRONG_ATTEMPTS } from "./login-code";

export type CodeCheck = { ok: true } | { ok: false; reason: "codeExpired" | "codeWrong" | "codeLocked"; attemptsLeft: number };

/**
 * Checks a typed code against the phone's live code, inside the caller's transaction. A wrong
 * try is counted (and committed by the caller even though the login fails); the fifth kills the code.
 */
export async function consumeLoginCode(
  tx: Transaction<Database>,
  secret: string,
  input: { phone: string; purpose: CodePurpose; code: string; now?: Date },
): Promise<CodeCheck> {
  const now = input.now ?? new Date();
  const live = await tx
    .selectFrom("login_codes")
    .select(["id", "code_hash", "attempts", "expires_at"])
    .where("phone", "=", input.phone)
    .where("purpose", "=", input.purpose)
    .where("consumed_at", "is", null)
    .orderBy("created_at", "desc")
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!live || live.expires_at <= now) return { ok: false, reason: "codeExpired", attemptsLeft: 0 };
  if (live.attempts >= MAX_WRONG_ATTEMPTS) return { ok: false, reason: "codeLocked", attemptsLeft: 0 };

  const typed = isWellFormedCode(input.code) ? hashCode(secret, input.phone, input.purpose, input.code) : "";
  if (typed && hashesMatch(live.code_hash, typed)) {
    await tx.updateTable("login_codes").set({ consumed_at: now }).where("id", "=", live.id).execute();
    return { ok: true };
  }
  const attempts = live.attempts + 1;
  await tx.updateTable("login_codes").set({ attempts }).where("id", "=", live.id).execute();
  const attemptsLeft = MAX_WRONG_ATTEMPTS - attempts;
  return { ok: false, reason: attemptsLeft > 0 ? "codeWrong" : "codeLocked", attemptsLeft };
}
