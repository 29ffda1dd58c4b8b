import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";
import { canDownloadReport } from "../orders/order-actions";
import { buildFhirBundle, type FhirReportInput } from "./fhir-bundle";
import { publishedResultsForOrder, type PublishedResults } from "./published-results-for-order";

/** The names an export prints (results.json in the export's language): core does not read the app's texts. */
export type FhirNames = { parameter: (slug: string) => string; answer: (code: string) => string };

/** The stored, published values as the FHIR builder takes them. */
export function fhirInputOf(results: PublishedResults, names: FhirNames): FhirReportInput {
  return {
    orderId: results.orderId,
    lab: { name: results.labName ?? "" },
    collectedAt: results.collectedAt,
    reportedAt: results.reportDate,
    tests: results.tests,
    patient: { name: results.patient.name, sex: results.patient.sex, birthDate: results.patient.birthDate },
    observations: results.values.map((value) => ({
      slug: value.parameter,
      loinc: value.loinc,
      display: value.displayName,
      value:
        value.value !== null
          ? { kind: "quantity" as const, value: value.value, unit: value.unit ?? "" }
          : { kind: "coded" as const, answer: value.code ?? "", display: names.answer(value.code ?? "") },
      range: value.rangeLow === null && value.rangeHigh === null ? null : { low: value.rangeLow, high: value.rangeHigh },
      flag: value.flag,
      far: value.far,
      corrected: value.corrected,
    })),
  };
}

/**
 * The FHIR R4 Bundle of an order's published results, for the order's own account only (ownership in the query),
 * once the report is generated and values were published with it; every export is an audit row, as a report
 * download is. Undefined otherwise: the caller answers 404, the same for "not yours" and "nothing to export".
 */
export async function exportOrderFhir(db: Db, input: { userId: number; orderId: number; names: FhirNames; now?: Date }): Promise<Record<string, unknown> | undefined> {
  const order = await db.selectFrom("sample_requests").select(["id", "status", "payment_status", "amount_paise"]).where("id", "=", input.orderId).where("uid", "=", input.userId).executeTakeFirst();
  if (!order || !canDownloadReport(order)) return undefined;
  const results = await publishedResultsForOrder(db, { accountId: input.userId, orderId: order.id, displayName: input.names.parameter });
  if (!results || results.values.length === 0) return undefined;
  await writeAudit(db, { actorId: input.userId, actor: "patient", action: "report.fhir.download", entity: "sample_request", entityId: order.id, at: input.now });
  return buildFhirBundle(fhirInputOf(results, input.names));
}
