import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";
import { parametersOfOrder } from "./order-parameters";
import { unitsOf } from "./unit-conversion";

/** One field of the lab's form: the parameter, its units (its own first) or answers, and what is saved now. */
export type EntryField = {
  slug: string;
  kind: "numeric" | "coded";
  units: string[];
  answers: string[];
  decimals: number;
  /** What is saved: the number as text, or the answer's code; "" when nothing is. */
  saved: string;
  savedUnit: string | null;
  published: boolean;
};

export type LabResultEntry = { tests: { testName: string; fields: EntryField[] }[]; anyPublished: boolean; anySaved: boolean };

/**
 * The values form of one of the lab's own orders (its lab from the lab user's account): the booked tests with one
 * field per parameter and what is saved. Showing saved values is a staff read of health data: audited as
 * `results.view`, like a report opened (core/privacy/list-staff-reads.ts). Another lab's order is undefined.
 */
export async function getLabResultEntry(db: Db, input: { labId: number; userId: number; orderId: number }): Promise<LabResultEntry | undefined> {
  const order = await db
    .selectFrom("sample_requests")
    .select(["id", "tests"])
    .where("id", "=", input.orderId)
    .where("lab_id", "=", input.labId)
    .where("status", "in", ["Sample Collected", "Report Generated"])
    .executeTakeFirst();
  if (!order) return undefined;
  const rows = await db.selectFrom("result_values").select(["parameter", "value_number", "value_code", "unit", "published_at"]).where("request_id", "=", order.id).execute();
  const saved = new Map(rows.map((row) => [row.parameter, row]));
  if (rows.length > 0) await writeAudit(db, { actorId: input.userId, actor: "lab", action: "results.view", entity: "sample_request", entityId: order.id });
  const tests = parametersOfOrder(order.tests)
    .filter((test) => test.parameters.length > 0)
    .map((test) => ({
      testName: test.testName,
      fields: test.parameters.map((parameter): EntryField => {
        const row = saved.get(parameter.slug);
        return {
          slug: parameter.slug,
          kind: parameter.kind,
          units: unitsOf(parameter.slug),
          answers: parameter.kind === "coded" ? parameter.answers.map((answer) => answer.code) : [],
          decimals: parameter.kind === "numeric" ? parameter.decimals : 0,
          saved: row ? (row.value_code ?? String(row.value_number)) : "",
          savedUnit: row?.unit ?? null,
          published: Boolean(row?.published_at),
        };
      }),
    }));
  return { tests, anyPublished: rows.some((row) => row.published_at !== null), anySaved: rows.length > 0 };
}
