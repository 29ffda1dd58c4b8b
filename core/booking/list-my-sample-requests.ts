import type { Db } from "../../db/client";
import type { Relation } from "../family/relations";

export const MY_REQUESTS_PAGE_SIZE = 10;

/** Whose sample an order is: the member booked for, or the account holder (relation 'Self', no name) for an order made before members. */
export type SampleFor = { name: string | null; relation: Relation };

export type MySampleRequest = {
  id: number;
  status: string;
  name: string;
  phone: string;
  labName: string | null;
  paymentStatus: string;
  createdAt: Date;
  sampleFor: SampleFor;
};

/**
 * Spec 001 §2.1, §7 My requests: the patient's own requests (the id comes from the session, never from the
 * browser), newest first by when they were made, one page at a time: `before` is the last order of the previous
 * page. The (uid, created_at desc, id desc) index answers it without reading other patients' rows. `memberId` keeps one member's orders; for
 * 'Self' that includes the orders made before members existed. Orders are read by the session's account only, so
 * another account's member id finds nothing.
 */
export async function listMySampleRequests(
  db: Db,
  options: { uid: number; before?: number | null; limit?: number; memberId?: number | null },
): Promise<{ requests: MySampleRequest[]; nextBefore: number | null }> {
  const limit = options.limit ?? MY_REQUESTS_PAGE_SIZE;
  const { memberId } = options;
  let query = db
    .selectFrom("sample_requests")
    .leftJoin("family_members", "family_members.id", "sample_requests.member_id")
    .select([
      "sample_requests.id",
      "sample_requests.status",
      "sample_requests.name",
      "sample_requests.phone",
      "sample_requests.lab_name",
      "sample_requests.payment_status",
      "sample_requests.created_at",
      "family_members.name as member_name",
      "family_members.relation as member_relation",
    ])
    .where("sample_requests.uid", "=", options.uid);
  if (options.before) {
    const before = options.before;
    // The cursor is the previous page's last order (of this account only: another's id finds nothing).
    query = query.where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple("sample_requests.created_at", "sample_requests.id"),
        "<",
        selectFrom("sample_requests as last").select(["last.created_at", "last.id"]).where("last.id", "=", before).where("last.uid", "=", options.uid).$asTuple("created_at", "id"),
      ),
    );
  }
  if (memberId)
    query = query.where((eb) =>
      eb.or([
        eb("sample_requests.member_id", "=", memberId),
        eb.and([
          eb("sample_requests.member_id", "is", null),
          eb.exists(
            eb
              .selectFrom("family_members as self")
              .select("self.id")
              .where("self.id", "=", memberId)
              .where("self.account_id", "=", options.uid)
              .where("self.relation", "=", "Self"),
          ),
        ]),
      ]),
    );
  const rows = await query
    .orderBy("sample_requests.created_at", "desc")
    .orderBy("sample_requests.id", "desc")
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
      sampleFor: sampleForOf(row),
    })),
    nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** An order without a member was the account holder's own booking (before members existed): shown as 'Self'. */
export function sampleForOf(row: { member_name: string | null; member_relation: Relation | null }): SampleFor {
  return row.member_relation ? { name: row.member_name || null, relation: row.member_relation } : { name: null, relation: "Self" };
}
