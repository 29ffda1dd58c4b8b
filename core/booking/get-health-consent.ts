import type { Db } from "../../db/client";

/** When the patient agreed to their health data being kept (the booking form asks until they have); null before. */
export async function getHealthConsent(db: Db, userId: number): Promise<Date | null> {
  const user = await db.selectFrom("users").select("health_data_consent_at").where("id", "=", userId).executeTakeFirst();
  return user?.health_data_consent_at ?? null;
}
