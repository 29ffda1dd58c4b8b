import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";
import { canDownloadReport } from "../orders/order-actions";
import { buildFhirBundle } from "./fhir-bundle";
import { publishedResultsForOrder } from "./published-results-for-order";

export type PublishedResultsReader = typeof publishedResultsForOrder;

/**
 * The FHIR R4 Bundle of an order's published results, for the order's own account only (ownership in the query),
 * once the report is generated and values were published with it; every export is an audit row, as a report
 * download is. Undefined otherwise: the caller answers 404, the same for "not yours" and "nothing to export".
 */
export async function exportOrderFhir(
  db: Db,
  input: { userId: number; orderId: number; now?: Date },
  readResults: PublishedResultsReader = publishedResultsForOrder,
): Promise<Record<string, unknown> | undefined> {
  const order = await db.selectFrom("sample_requests").select(["id", "status", "payment_status", "amount_paise"]).where("id", "=", input.orderId).where("uid", "=", input.userId).executeTakeFirst();
  if (!order || !canDownloadReport(order)) return undefined;
  const results = await readResults(db, order.id);
  if (!results || results.observations.length === 0) return undefined;
  await writeAudit(db, { actorId: input.userId, actor: "patient", action: "report.fhir.download", entity: "sample_request", entityId: order.id, at: input.now });
  return buildFhirBundle(results);
}
