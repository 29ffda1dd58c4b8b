import { sql } from "kysely";
import type { Db } from "../../db/client";
import type { FamilyMember } from "./family-member";

/** The account's members in the picker's order: 'Self' first, then as they were added. Removed members are left out. */
export function listFamilyMembers(db: Db, accountId: number): Promise<FamilyMember[]> {
  return db
    .selectFrom("family_members")
    .selectAll()
    .where("account_id", "=", accountId)
    .where("removed_at", "is", null)
    .orderBy(sql`relation = 'Self'`, "desc")
    .orderBy("id")
    .execute();
}
