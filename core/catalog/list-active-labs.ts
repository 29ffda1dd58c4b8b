import type { Db } from "../../db/client";

export type LabName = { id: number; name: string };

/** Active labs by name, `limit` at most: the staff queue's lab filter. */
export async function listActiveLabs(db: Db, options: { limit: number }): Promise<LabName[]> {
  return db.selectFrom("hospitals").select(["id", "name"]).where("type", "=", "Lab").where("status", "=", "Active").orderBy("name").limit(options.limit).execute();
}
