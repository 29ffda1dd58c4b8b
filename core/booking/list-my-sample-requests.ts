import type { Db } from "../../db/client";

export const MY_REQUESTS_PAGE_SIZE = 10;

export type MySampleRequest = {
  id: number;
  status: string;
  name: string;
  phone: string;
  labName: string | null;
  paymentStatus: string;
  createdAt: Date;
};

/**
 * Spec 001 §2.1, §7 My requests: the patient's own requests (the id comes from the session, never from the
 * browser), newest first, one page at a time: `before` is the last id of the previous page. The
 * (uid, id desc) index answers it without reading other patients' rows.
 */
export async function listMySampleRequests(
  db: Db,
  options: { uid: number; before?: number | null; limit?: number },
): Promise<{ requests: MySampleRequest[]; nextBefore: number | null }> {
  const limit = options.limit ?? MY_REQUESTS_PAGE_SIZE;
  let query = db
    .selectFrom("sample_requests")
    .select(["id", "status", "name", "phone", "lab_name", "payment_status", "created_at"])
    .where("uid", "=", options.uid);
  if (options.before) query = query.where("id", "<", options.before);
  const rows = await query
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    requests: page.map((row) => ({
      id: row.id,
      status: row.status,
      name: row.name,
      phone: row.phone,
      labName: row.lab_name,
      paymentStatus: row.payment_status,
      createdAt: row.created_at,
    })),
    nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
