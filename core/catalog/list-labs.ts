import type { Db } from "../../db/client";

export type LabSummary = {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  phone: string | null;
  testTime: string | null;
  lat: number | null;
  lon: number | null;
};

/** Spec 001 §7 Laboratories list: hospitals of type Lab, newest first. */
export async function listLabs(db: Db, options: { limit?: number } = {}): Promise<LabSummary[]> {
  const rows = await db
    .selectFrom("hospitals")
    .select(["id", "name", "address", "city", "phone", "test_time", "lat", "lon"])
    .where("type", "=", "Lab")
    .where("status", "=", "Active")
    .orderBy("id", "desc")
    .limit(options.limit ?? 50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    phone: row.phone,
    testTime: row.test_time,
    lat: row.lat,
    lon: row.lon,
  }));
}
