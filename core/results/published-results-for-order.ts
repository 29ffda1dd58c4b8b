import type { Db } from "../../db/client";
import { readResultValue, type ResultFlag } from "./read-result-value";
import { orderedTestsOf } from "../orders/ordered-test";
import { isIsoDate } from "../time/kolkata-day";
import { loadResultPerson } from "./result-person";

/** One published value in the shape an export (FHIR Observation) needs. */
export type PublishedValue = {
  /** core/results/parameters.ts slug. */
  parameter: string;
  loinc: string;
  displayName: string;
  /** Set for a numeric value, with its UCUM unit; a coded answer has `code` instead (its slug in results.json answers). */
  value: number | null;
  code: string | null;
  unit: string | null;
  /** In the value's unit; null where the catalogue has no limit for the person. */
  rangeLow: number | null;
  rangeHigh: number | null;
  /** null: no range known for the person. */
  flag: ResultFlag | null;
  far: boolean;
  /** The lab changed it after publishing (result_value_corrections holds the earlier value). */
  corrected: boolean;
};

/** A published report's values for one order, typed for exports (the FHIR export is built on it). */
export type PublishedResults = {
  orderId: number;
  labName: string | null;
  reportDate: Date;
  /** When the sample was taken; null when not recorded. */
  collectedAt: Date | null;
  /** The ordered tests' names, as the order lists them. */
  tests: string[];
  patient: { name: string; sex: "Male" | "Female" | "Others" | null; ageYears: number | null; birthDate: string | null };
  values: PublishedValue[];
};

/**
 * The birth date an export carries: the family member's date, else their year alone (FHIR's `YYYY`), else a date the
 * order itself holds (its `dob` is mostly an age in years, which is no birth date); null when none is recorded.
 */
function birthDateOf(member: { birth_date: string | null; birth_year: number | null } | undefined, orderDob: string | null): string | null {
  if (member?.birth_date) return member.birth_date;
  if (member?.birth_year) return String(member.birth_year);
  return orderDob && isIsoDate(orderDob) ? orderDob : null;
}

/**
 * The owner's published values of a Report Generated order, or undefined (not theirs, not reported, no values:
 * the caller answers 404 for all alike). `displayName` names a parameter in the export's language (the caller has
 * the translator: results.json's `parameters.<slug>.name`). Drafts are never included.
 */
export async function publishedResultsForOrder(
  db: Db,
  input: { accountId: number; orderId: number; displayName: (parameterSlug: string) => string },
): Promise<PublishedResults | undefined> {
  const order = await db
    .selectFrom("sample_requests")
    .select(["id", "name", "lab_name", "member_id", "gender", "dob", "tests", "sample_collected_at", "report_date", "lab_report_generated_at"])
    .where("id", "=", input.orderId)
    .where("uid", "=", input.accountId)
    .where("status", "=", "Report Generated")
    .executeTakeFirst();
  const reportDate = order?.report_date ?? order?.lab_report_generated_at;
  if (!order || !reportDate) return undefined;
  const rows = await db
    .selectFrom("result_values")
    .select(["id", "parameter", "value_number", "value_code", "unit"])
    .where("request_id", "=", order.id)
    .where("published_at", "is not", null)
    .orderBy("id")
    .execute();
  if (rows.length === 0) return undefined;
  const corrected = new Set((await db.selectFrom("result_value_corrections").select("result_value_id").where("request_id", "=", order.id).execute()).map((row) => row.result_value_id));
  const member = order.member_id ? await db.selectFrom("family_members").select(["name", "birth_date", "birth_year"]).where("id", "=", order.member_id).executeTakeFirst() : undefined;
  const person = await loadResultPerson(db, order, order.sample_collected_at ?? reportDate);
  const values = rows.flatMap((row): PublishedValue[] => {
    const read = readResultValue({ parameter: row.parameter, valueNumber: row.value_number, valueCode: row.value_code, unit: row.unit }, person);
    if (!read) return [];
    return [
      {
        parameter: read.parameter.slug,
        loinc: read.parameter.loinc,
        displayName: input.displayName(read.parameter.slug),
        value: read.valueNumber,
        code: read.valueCode,
        unit: read.unit,
        rangeLow: read.range?.low ?? null,
        rangeHigh: read.range?.high ?? null,
        flag: read.flag,
        far: read.far,
        corrected: corrected.has(row.id),
      },
    ];
  });
  return {
    orderId: order.id,
    labName: order.lab_name,
    reportDate,
    collectedAt: order.sample_collected_at,
    tests: orderedTestsOf(order.tests).map((test) => test.name),
    patient: { name: member?.name ?? order.name, sex: person.sex, ageYears: person.ageYears, birthDate: birthDateOf(member, order.dob) },
    values,
  };
}
