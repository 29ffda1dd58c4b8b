import type { ReferenceReads } from "../reference-reads/reference-reads";

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
export async function listLabs(reads: ReferenceReads, options: { limit?: number; testId?: number } = {}): Promise<LabSummary[]> {
  let query = reads.db
    .selectFrom("hospitals")
    .select(["id", "name", "address", "city", "phone", "test_time", "lat", "lon"])
    .where("type", "=", "Lab")
    .where("status", "=", "Active");
  if (options.testId !== undefined) {
    const testId = options.testId;
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom("lab_tests").select("lab_id").whereRef("lab_tests.lab_id", "=", "hospitals.id").where("lab_tests.test_id", "=", testId)),
    );
  }
  const rows = await reads.rows(query.orderBy("id", "desc").limit(options.limit ?? 50));
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
