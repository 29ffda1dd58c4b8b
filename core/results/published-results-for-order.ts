import type { Db } from "../../db/client";
import type { FhirReportInput } from "./fhir-bundle";

/**
 * The one seam between the FHIR export and the stored result values (issue #28): the values the lab published
 * with the order's report, each with its parameter, unit, the range for the person and its flag, as the export
 * builder takes them. Null when the order has no published values.
 *
 * Result values are not stored on this branch: their tables, the lab's entry form and publishing are built on
 * another branch, which replaces this body with its read. Until then no order has published values, and the
 * export answers 404 for every order.
 */
export async function publishedResultsForOrder(_db: Db, _orderId: number): Promise<FhirReportInput | null> {
  return null;
}
