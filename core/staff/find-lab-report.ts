import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";

/** The current report of one of the lab's own orders, for the lab to check what it sent; every download is an audit row. */
export async function findLabReport(db: Db, input: { labId: number; userId: number; orderId: number }): Promise<{ key: string; type: string } | undefined> {
  const row = await db
    .selectFrom("sample_requests")
    .select(["id", "report", "report_type"])
    .where("id", "=", input.orderId)
    .where("lab_id", "=", input.labId)
    .executeTakeFirst();
  if (!row?.report) return undefined;
  await writeAudit(db, { actorId: input.userId, actor: "lab", action: "report.download", entity: "sample_request", entityId: row.id });
  return { key: row.report, type: row.report_type ?? "application/pdf" };
}
