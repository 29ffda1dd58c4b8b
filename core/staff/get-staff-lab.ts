import type { Db } from "../../db/client";

/** The lab a lab user works for, from their account; null when none is set. */
export async function getStaffLab(db: Db, userId: number): Promise<number | null> {
  const account = await db.selectFrom("users").select("lab_id").where("id", "=", userId).executeTakeFirst();
  return account?.lab_id ?? null;
}
