import type { Db } from "../../db/client";
import type { FileStorage } from "../files/file-storage";
import { stampReport } from "./stamp-report";
import { verificationCodeFor } from "./verification-code-for";

/**
 * The patient's download of a report: the lab's stored PDF with its verification code and QR code added below the
 * first page (stamp-report.ts). The stored file itself never changes: it stays the lab's legal copy, the one staff
 * download. A file pdf-lib cannot rewrite (an upload from before every report was parsed, decision 0013) is given
 * as it is, rather than not at all; `stamped` says which. Null when the stored file is gone.
 */
export async function verifiedReportCopy(
  db: Db,
  storage: FileStorage,
  input: { orderId: number; key: string; origin: string; brand: string },
): Promise<{ bytes: Uint8Array; stamped: boolean } | null> {
  const stored = await storage.get(input.key);
  if (!stored) return null;
  const bytes = new Uint8Array(Buffer.concat(await stored.stream.toArray()));
  const order = await db.selectFrom("sample_requests").select(["report_date", "lab_report_generated_at", "created_at"]).where("id", "=", input.orderId).executeTakeFirstOrThrow();
  const code = await verificationCodeFor(db, {
    orderId: input.orderId,
    kind: "report",
    document: input.key,
    dated: order.report_date ?? order.lab_report_generated_at ?? order.created_at,
  });
  try {
    return { bytes: await stampReport(bytes, { code, origin: input.origin, brand: input.brand }), stamped: true };
  } catch {
    return { bytes, stamped: false };
  }
}
