import type { Db } from "../../db/client";
import { AppError } from "../errors/app-error";
import { hashPassword, verifyPassword } from "./password";
import { checkNewPassword } from "./password-policy";
import { revokeOtherSessions } from "./sessions";

/** A signed-in user sets a first password, or changes one after typing the current one. Other devices are signed out. */
export async function changePassword(
  db: Db,
  input: { userId: number; currentPassword: string; password: string; confirmation: string; keepSessionToken: string | undefined },
): Promise<void> {
  const user = await db.selectFrom("users").select(["password_hash"]).where("id", "=", input.userId).executeTakeFirstOrThrow();
  if (user.password_hash && !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError("currentPasswordWrong");
  }
  checkNewPassword(input.password, input.confirmation);
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(input.password), updated_at: new Date() })
    .where("id", "=", input.userId)
    .execute();
  await revokeOtherSessions(db, input.userId, input.keepSessionToken);
}
