import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";

/**
 * The prescription the patient uploaded with a request (issue #14 Downloads): only the owner's (ownership in the
 * query); every download is an audit row. The stored key and the type its bytes were checked as, or undefined
 * (the caller answers 404 the same way whether the request exists or not).
 */
export async function findPrescriptionDownload(db: Db, input: { userId: number; orderId: number; now?: Date }): Promise<{ key: string; type: string } | undefined> {
  const row = await db
    .selectFrom("sample_requests")
    .select(["id", "prescription", "prescription_type"])
    .where("id", "=", input.orderId)
    .where("uid", "=", input.userId)
    .executeTakeFirst();
  if (!row?.prescription) return undefined;
  await writeAudit(db, { actorId: input.userId, actor: "patient", action: "prescription.download", entity: "sample_request", entityId: row.id, at: input.now });
  return { key: row.prescription, type: row.prescription_type ?? "application/octet-stream" };
}
