import type { Db } from "../../db/client";

/** The lab a lab user works for, from their account; null when none is set. */
export async function getStaffLab(db: Db, userId: number): Promise<number | null> {
  const account = await db.selectFrom("users").select("lab_id").where("id", "=", userId).executeTakeFirst();
  return account?.lab_id ?? null;
}

/** The name the lab console is headed with, so its user knows whose samples they see; null for an unknown lab. */
export async function getLabName(db: Db, labId: number): Promise<string | null> {
  const lab = await db.selectFrom("hospitals").select("name").where("id", "=", labId).where("type", "=", "Lab").executeTakeFirst();
  return lab?.name ?? null;
}
