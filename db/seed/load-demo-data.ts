import type { Db } from "../client";
import { demoLabs } from "./demo-labs";

/** Loads the demo data into an empty database; returns whether it did. */
export async function loadDemoDataIfEmpty(db: Db): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom("hospitals").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    await tx.insertInto("hospitals").values(demoLabs()).execute();
    return true;
  });
}
