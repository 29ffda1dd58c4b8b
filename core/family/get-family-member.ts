import type { Db } from "../../db/client";
import { AppError } from "../errors/app-error";
import type { FamilyMember } from "./family-member";

/**
 * The member, only when it belongs to this account and is not removed. Another account's member answers exactly as
 * one that does not exist (404), so an id says nothing about whose it is.
 */
export async function getFamilyMember(db: Db, accountId: number, memberId: number): Promise<FamilyMember> {
  const member = await db
    .selectFrom("family_members")
    .selectAll()
    .where("id", "=", memberId)
    .where("account_id", "=", accountId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (!member) throw new AppError("memberNotFound", 404);
  return member;
}
