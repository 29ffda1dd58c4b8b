import type { Db } from "../../db/client";
import type { ChatContent } from "../messaging/chat-content";
import { findReportDownload } from "../orders/find-report-download";

/** The account's newest order with a report (spec 000 §5: once the report is generated). */
export async function latestReportOf(db: Db, accountId: number): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom("sample_requests")
    .select(["id", "name"])
    .where("uid", "=", accountId)
    .where("status", "=", "Report Generated")
    .where("report", "is not", null)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name } : null;
}

/**
 * The report as a document message, through the same check and audit row as a download on the web
 * (findReportDownload: the account's own order, generated, one `report.download` audit row).
 */
export async function reportDocument(db: Db, input: { accountId: number; orderId: number; caption: string }): Promise<ChatContent | null> {
  const download = await findReportDownload(db, { userId: input.accountId, orderId: input.orderId });
  if (!download) return null;
  const row = await db.selectFrom("sample_requests").select("report_type").where("id", "=", input.orderId).executeTakeFirst();
  const mime = row?.report_type ?? "application/pdf";
  const extension = mime === "application/pdf" ? "pdf" : mime === "image/png" ? "png" : mime === "image/jpeg" ? "jpg" : "pdf";
  return { kind: "document", fileKey: download.key, filename: `nikat-report-${input.orderId}.${extension}`, mime, caption: input.caption };
}
