import type { Db } from "../../db/client";
import { isOutsideRange, readResultValue } from "./read-result-value";
import { loadResultPerson } from "./result-person";

export type PublishedCount = { total: number; outside: number };

/**
 * Publishes an order's draft values, in the report upload's own transaction (core/orders/upload-report.ts): the
 * values and the PDF become visible together, never one without the other. Counts the order's published values and
 * how many are outside their range, for the report-ready message (which names none of them).
 */
export async function publishResultValues(
  tx: Db,
  order: { id: number; member_id: number | null; gender: string | null; dob: string | null; sample_collected_at: Date | null },
  now: Date,
): Promise<PublishedCount> {
  await tx.updateTable("result_values").set({ published_at: now, member_id: order.member_id }).where("request_id", "=", order.id).where("published_at", "is", null).execute();
  const rows = await tx.selectFrom("result_values").select(["parameter", "value_number", "value_code", "unit"]).where("request_id", "=", order.id).execute();
  if (rows.length === 0) return { total: 0, outside: 0 };
  const person = await loadResultPerson(tx, order, order.sample_collected_at ?? now);
  const read = rows.map((row) => readResultValue({ parameter: row.parameter, valueNumber: row.value_number, valueCode: row.value_code, unit: row.unit }, person));
  return { total: read.filter(Boolean).length, outside: read.filter((value) => value && isOutsideRange(value)).length };
}
