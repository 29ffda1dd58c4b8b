import type { Db } from "../../db/client";
import { AppError } from "../errors/app-error";

/**
 * Hides a member from the picker. The row stays: their past orders, invoices and reports still name them. 'Self'
 * is the account holder and cannot be removed (closing the account is the way to go).
 */
export async function removeFamilyMember(db: Db, input: { accountId: number; memberId: number; now: Date }): Promise<void> {
  const removed = await db
    .updateTable("family_members")
    .set({ removed_at: input.now, updated_at: input.now })
    .where("id", "=", input.memberId)
    .where("account_id", "=", input.accountId)
    .where("relation", "<>", "Self")
    .where("removed_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (removed) return;
  const self = await db
    .selectFrom("family_members")
    .select("id")
    .where("id", "=", input.memberId)
    .where("account_id", "=", input.accountId)
    .where("relation", "=", "Self")
    .where("removed_at", "is", null)
    .executeTakeFirst();
  throw self ? new AppError("memberSelfRemove", 409) : new AppError("memberNotFound", 404);
}
