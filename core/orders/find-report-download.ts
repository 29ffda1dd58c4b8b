import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";
import { canDownloadReport } from "./order-actions";

/**
 * Download Report (spec 000 §5): only the owner's order (ownership in the query), only once the report is
 * generated; every download is an audit row. Returns the stored report key, or undefined (the caller answers 404).
 */
export async function findReportDownload(db: Db, input: { userId: number; orderId: number; now?: Date }): Promise<{ key: string } | undefined> {
  const row = await db
    .selectFrom("sample_requests")
    .select(["id", "status", "payment_status", "amount_paise", "report"])
    .where("id", "=", input.orderId)
    .where("uid", "=", input.userId)
    .executeTakeFirst();
  if (!row || !canDownloadReport(row) || !row.report) return undefined;
  await writeAudit(db, { actorId: input.userId, actor: "patient", action: "report.download", entity: "sample_request", entityId: row.id, at: input.now });
  return { key: row.report };
}
