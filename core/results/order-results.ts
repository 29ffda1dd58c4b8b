import type { Db } from "../../db/client";
import { formatDate } from "../format/format";
import { parametersOfOrder } from "./order-parameters";
import { readResultValue, type ReadValue } from "./read-result-value";
import type { RangePerson } from "./reference-range";
import { loadResultPerson } from "./result-person";

/** What a published value was before one correction, as the patient reads it. */
export type ShownCorrection = { shown: string; unit: string | null; correctedOn: string };

/** One published value as the patient reads it, with what it was before each correction (oldest first). */
export type PatientResultValue = ReadValue & { corrections: ShownCorrection[] };

/** The earlier values of these published values, by value id, oldest first, read against the same person. */
export async function correctionsOf(db: Db, values: { id: number; parameter: string; person: RangePerson }[]): Promise<Map<number, ShownCorrection[]>> {
  const found = new Map<number, ShownCorrection[]>();
  if (values.length === 0) return found;
  const rows = await db
    .selectFrom("result_value_corrections")
    .select(["result_value_id", "old_value_number", "old_value_code", "old_unit", "corrected_at"])
    .where("result_value_id", "in", values.map((value) => value.id))
    .orderBy("corrected_at")
    .orderBy("id")
    .execute();
  const byId = new Map(values.map((value) => [value.id, value]));
  for (const row of rows) {
    const value = byId.get(row.result_value_id);
    const old = value ? readResultValue({ parameter: value.parameter, valueNumber: row.old_value_number, valueCode: row.old_value_code, unit: row.old_unit }, value.person) : undefined;
    if (old) found.set(row.result_value_id, [...(found.get(row.result_value_id) ?? []), { shown: old.shown, unit: old.unit, correctedOn: formatDate(row.corrected_at) }]);
  }
  return found;
}

/** An order's published values grouped by its booked tests, for the tracking page. */
export type OrderResults = {
  orderId: number;
  reportDate: string | null;
  /** The range is a general one (sex or age not known, or "Others"): the page says so once. */
  generalRange: boolean;
  tests: { testName: string; values: PatientResultValue[] }[];
};

/**
 * The owner's published values of one order: only an order of this account that is Report Generated, only values
 * the report's upload published (drafts are the lab's). Another account's order, a missing one and one without
 * published values are all undefined (the page shows nothing of it).
 */
export async function getOrderResults(db: Db, input: { userId: number; orderId: number }): Promise<OrderResults | undefined> {
  const order = await db
    .selectFrom("sample_requests")
    .select(["id", "tests", "member_id", "gender", "dob", "sample_collected_at", "report_date", "status"])
    .where("id", "=", input.orderId)
    .where("uid", "=", input.userId)
    .where("status", "=", "Report Generated")
    .executeTakeFirst();
  if (!order) return undefined;
  const rows = await db
    .selectFrom("result_values")
    .select(["id", "parameter", "value_number", "value_code", "unit", "published_at"])
    .where("request_id", "=", order.id)
    .where("published_at", "is not", null)
    .execute();
  if (rows.length === 0) return undefined;
  const person = await loadResultPerson(db, order, order.sample_collected_at ?? order.report_date ?? new Date());
  const corrections = await correctionsOf(db, rows.map((row) => ({ id: row.id, parameter: row.parameter, person })));
  const byParameter = new Map(rows.map((row) => [row.parameter, row]));
  let generalRange = false;
  const tests = parametersOfOrder(order.tests)
    .map((test) => ({
      testName: test.testName,
      values: test.parameters.flatMap((parameter): PatientResultValue[] => {
        const row = byParameter.get(parameter.slug);
        const read = row ? readResultValue({ parameter: row.parameter, valueNumber: row.value_number, valueCode: row.value_code, unit: row.unit }, person) : undefined;
        if (!row || !read) return [];
        if (read.range?.basis === "union") generalRange = true;
        return [{ ...read, corrections: corrections.get(row.id) ?? [] }];
      }),
    }))
    .filter((test) => test.values.length > 0);
  return { orderId: order.id, reportDate: order.report_date ? formatDate(order.report_date) : null, generalRange, tests };
}
