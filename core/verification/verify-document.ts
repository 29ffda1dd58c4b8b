import type { Db } from "../../db/client";
import { formatDate } from "../format/format";
import { orderedTestsOf } from "../orders/ordered-test";
import { patientInitials } from "./patient-initials";

/**
 * All a verification shows (issue #28): which kind of document, the lab, its date, the tests and the patient's
 * initials; nothing else about the patient or the order. `replaced`: a report the lab has since replaced by a newer
 * one (the copy is genuine, but not the latest).
 */
export type Verification = { kind: "report" | "invoice"; lab: string | null; date: string; tests: string[]; initials: string; replaced: boolean };

/**
 * The document a code stands for, or undefined when no document carries it: an unknown code, a report that is no
 * longer held (the account was erased), an invoice number the order no longer carries. The caller has
 * spent the address's budget (verify-budget.ts) and normalised the code (verification-code.ts).
 */
export async function verifyDocument(db: Db, code: string): Promise<Verification | undefined> {
  const row = await db
    .selectFrom("verification_codes as v")
    .innerJoin("sample_requests as o", "o.id", "v.request_id")
    .select(["v.kind", "v.document", "v.dated", "o.lab_name", "o.name", "o.tests", "o.report", "o.invoice_number"])
    .where("v.code", "=", code)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.kind === "report" && row.report === null) return undefined;
  if (row.kind === "invoice" && String(row.invoice_number) !== row.document) return undefined;
  return {
    kind: row.kind,
    lab: row.lab_name,
    date: formatDate(row.dated),
    tests: orderedTestsOf(row.tests).map((test) => test.name),
    initials: patientInitials(row.name),
    replaced: row.kind === "report" && row.report !== row.document,
  };
}
