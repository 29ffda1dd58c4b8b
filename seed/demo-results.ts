import { randomInt } from "node:crypto";
import { sql, type Insertable, type Kysely } from "kysely";
import { formatDate, formatTime } from "../core/format/format";
import { kolkataDay } from "../core/time/kolkata-day";
import type { Relation } from "../core/family/relations";
import type { Database, SampleRequestsTable } from "../db/schema";
import { DEMO_PATIENT_PHONE } from "./demo-sample-requests";

const DAY_MS = 86_400_000;

/** [parameter slug, value, unit]: as a lab printed it. */
type Value = [string, number, string];
type PastReport = { daysAgo: number; tests: string[]; values: Value[] };

const LIPID = "Lipid Profile";
const HBA1C = "HbA1c";
const THYROID = "Thyroid Profile (T3, T4, TSH)";
const CBC = "Complete Blood Count (CBC)";
/** What the demo lab charged for each (seed/demo-sample-requests.ts charges the same). */
const PRICE_PAISE: Record<string, number> = { [LIPID]: 60_000, [HBA1C]: 45_000, [THYROID]: 55_000, [CBC]: 35_000 };

const lipids = (total: number, triglycerides: number, hdl: number, ldl: number, vldl: number, unit = "mg/dL"): Value[] => [
  ["total-cholesterol", total, unit],
  ["triglycerides", triglycerides, unit],
  ["hdl-cholesterol", hdl, unit],
  ["ldl-cholesterol", ldl, unit],
  ["vldl-cholesterol", vldl, unit],
];

/**
 * Issue #28: earlier reports of the demo family, so "My health" shows trends at once: two HbA1c, lipid and TSH
 * results each over time for every member (the mother's sugar and thyroid coming down, the father's sugar creeping
 * up, the demo patient's own first lipid report printed in mmol/L, joined to the later one in mg/dL). Demo data, not
 * medical results.
 */
const PAST_REPORTS: Record<Exclude<Relation, "Spouse" | "Son" | "Daughter" | "Grandparent" | "Other">, PastReport[]> = {
  Mother: [
    { daysAgo: 200, tests: [HBA1C, LIPID, THYROID], values: [["hba1c", 7.9, "%"], ...lipids(236, 188, 44, 154, 38), ["tsh", 6.8, "m[IU]/L"], ["total-t3", 112, "ng/dL"], ["total-t4", 7.9, "ug/dL"]] },
    { daysAgo: 110, tests: [HBA1C, LIPID, THYROID], values: [["hba1c", 7.3, "%"], ...lipids(214, 166, 46, 135, 33), ["tsh", 5.2, "m[IU]/L"], ["total-t3", 118, "ng/dL"], ["total-t4", 8.2, "ug/dL"]] },
  ],
  Father: [
    { daysAgo: 150, tests: [HBA1C, LIPID, THYROID], values: [["hba1c", 6.1, "%"], ...lipids(182, 130, 41, 115, 26), ["tsh", 2.4, "m[IU]/L"], ["total-t3", 104, "ng/dL"], ["total-t4", 7.1, "ug/dL"]] },
    { daysAgo: 40, tests: [HBA1C, LIPID, THYROID], values: [["hba1c", 6.4, "%"], ...lipids(176, 121, 43, 109, 24), ["tsh", 2.9, "m[IU]/L"], ["total-t3", 109, "ng/dL"], ["total-t4", 7.4, "ug/dL"]] },
  ],
  Self: [
    { daysAgo: 300, tests: [HBA1C, LIPID, THYROID], values: [["hba1c", 5.4, "%"], ...lipids(4.9, 1.3, 1.4, 2.9, 0.6, "mmol/L"), ["tsh", 1.8, "m[IU]/L"]] },
    { daysAgo: 60, tests: [HBA1C, LIPID, THYROID], values: [["hba1c", 5.5, "%"], ...lipids(188, 112, 56, 110, 22), ["tsh", 2.1, "m[IU]/L"]] },
  ],
};

/** The values of the demo's reported order (the mother's CBC and lipid profile, seed/demo-sample-requests.ts). */
const LATEST_REPORT: Value[] = [
  ["haemoglobin", 11.2, "g/dL"],
  ["rbc-count", 4.1, "10*6/uL"],
  ["wbc-count", 7.8, "10*3/uL"],
  ["platelet-count", 245, "10*3/uL"],
  ["haematocrit", 35.2, "%"],
  ["mcv", 86, "fL"],
  ["mch", 27.3, "pg"],
  ["mchc", 31.8, "g/dL"],
  ...lipids(196, 142, 49, 119, 28),
];

/**
 * The demo family's test values (issue #28): earlier reported orders with values for each member, values on the
 * demo's reported order, and the mother's CBC sample waiting at the lab for its values (the lab's form has work in
 * it, and a second CBC gives her blood count a trend). Loaded once: a demo patient who already has values, or has no
 * family yet, is left as she is.
 */
export async function loadDemoResults(tx: Kysely<Database>, now = new Date()): Promise<boolean> {
  const patient = await tx.selectFrom("users").select("id").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirst();
  if (!patient) return false;
  const had = await tx
    .selectFrom("result_values as rv")
    .innerJoin("sample_requests as sr", "sr.id", "rv.request_id")
    .select("rv.id")
    .where("sr.uid", "=", patient.id)
    .limit(1)
    .executeTakeFirst();
  if (had) return false;
  const members = await tx.selectFrom("family_members").select(["id", "name", "relation", "gender", "birth_year"]).where("account_id", "=", patient.id).where("removed_at", "is", null).execute();
  const reported = await tx
    .selectFrom("sample_requests")
    .selectAll()
    .where("uid", "=", patient.id)
    .where("status", "=", "Report Generated")
    .orderBy("id")
    .executeTakeFirst();
  if (!reported || members.length === 0) return false;
  const labUser = await tx.selectFrom("users").select("id").where("role", "=", "lab").where("lab_id", "=", reported.lab_id).orderBy("id").executeTakeFirst();
  const year = now.getUTCFullYear();

  const { id: _id, created_at: _created, updated_at: _updated, invoice_number: _invoice, transaction_id: _transaction, request_key: _key, report: _report, ...template } = reported;
  // Each earlier order was priced, paid in cash at the door and invoiced, its sample taken by the demo's agent on its own day.
  let invoice = await tx.selectFrom("invoice_counters").select("last_number").where("series", "=", "invoice").executeTakeFirst();
  const orderFor = (member: (typeof members)[number], at: Date, tests: string[], status: "Report Generated" | "Sample Collected"): Insertable<SampleRequestsTable> => {
    const priced = tests.map((test_name) => ({ test_name, amount_paise: PRICE_PAISE[test_name] ?? null }));
    const amount = priced.every((test) => test.amount_paise !== null) ? priced.reduce((sum, test) => sum + (test.amount_paise ?? 0), 0) : null;
    const invoiceNumber = invoice ? (invoice = { last_number: invoice.last_number + 1 }).last_number : null;
    const day = kolkataDay(at).date;
    return {
      ...template,
      tests: JSON.stringify(priced),
      amount_paise: amount,
      payment_amount_paise: amount,
      due_amount_paise: 0,
      invoice_number: invoiceNumber,
      invoice_date: at,
      payment_status: "Success",
      payment_method: "Cash",
      payment_date: formatDate(at),
      payment_time: formatTime(at),
      member_id: member.id,
      name: member.name,
      gender: member.gender,
      dob: member.birth_year ? String(year - member.birth_year) : null,
      status,
      report_status: status === "Report Generated" ? "Generated" : "Pending",
      lab_status: status === "Report Generated" ? "Report Generated" : "Sample Received",
      date: `${day} 1st Half`,
      agent_assign_date: template.agent_id ? day : null,
      agent_assign_time: template.agent_id ? "09:00" : null,
      agent_report_time: template.agent_id ? formatTime(at) : null,
      agent_started_at: template.agent_started_at ? at : null,
      sample_collected_at: at,
      report_date: status === "Report Generated" ? new Date(at.getTime() + DAY_MS) : null,
      lab_report_generated_at: status === "Report Generated" ? new Date(at.getTime() + DAY_MS) : null,
      agent_otp: randomInt(0, 1_000_000),
      consent_at: at,
      created_at: new Date(at.getTime() - DAY_MS),
      updated_at: new Date(at.getTime() + DAY_MS),
    };
  };
  const valueRows = (orderId: number, memberId: number | null, values: Value[], publishedAt: Date) =>
    values.map(([parameter, value, unit]) => ({ request_id: orderId, member_id: memberId, parameter, value_number: value, unit, entered_by: labUser?.id ?? null, entered_at: publishedAt, published_at: publishedAt }));

  for (const member of members) {
    const past = PAST_REPORTS[member.relation as keyof typeof PAST_REPORTS] ?? [];
    for (const report of past) {
      const at = new Date(now.getTime() - report.daysAgo * DAY_MS);
      const { id } = await tx.insertInto("sample_requests").values(orderFor(member, at, report.tests, "Report Generated")).returning("id").executeTakeFirstOrThrow();
      await tx.insertInto("result_values").values(valueRows(id, member.id, report.values, new Date(at.getTime() + DAY_MS))).execute();
    }
  }
  const reportedAt = reported.lab_report_generated_at ?? reported.report_date ?? now;
  await tx.insertInto("result_values").values(valueRows(reported.id, reported.member_id, LATEST_REPORT, reportedAt)).execute();

  const mother = members.find((member) => member.relation === "Mother");
  if (mother) await tx.insertInto("sample_requests").values(orderFor(mother, new Date(now.getTime() - DAY_MS), [CBC], "Sample Collected")).execute();
  if (invoice) await tx.updateTable("invoice_counters").set({ last_number: sql<number>`greatest(last_number, ${invoice.last_number})` }).where("series", "=", "invoice").execute();
  return true;
}
