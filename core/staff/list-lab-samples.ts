import { sql } from "kysely";
import type { Db } from "../../db/client";
import { formatDateTime } from "../format/format";
import { FIELD_COLUMNS, testNamesOf, type FieldRow } from "./field-visit";
import { recordStaffReads } from "./record-staff-reads";

export const LAB_PAGE_SIZE = 20;
/** 'Recent' reports: the ones a lab may still want to check or replace. */
export const RECENT_REPORT_DAYS = 30;

export type LabSample = {
  id: number;
  status: "Sample Collected" | "Report Generated";
  name: string;
  tests: string[];
  collectedAt: string | null;
  reportAt: string | null;
  hasReport: boolean;
  version: string;
};

export type LabSamples = { items: LabSample[]; page: number; hasMore: boolean };

const labSampleOf = (row: FieldRow): LabSample => ({
  id: row.id,
  status: row.status === "Report Generated" ? "Report Generated" : "Sample Collected",
  name: row.name,
  tests: testNamesOf(row.tests),
  collectedAt: row.sample_collected_at ? formatDateTime(row.sample_collected_at) : null,
  reportAt: row.lab_report_generated_at ? formatDateTime(row.lab_report_generated_at) : null,
  hasReport: row.report !== null,
  version: row.updated_at.toISOString(),
});

/**
 * A lab's page: its own orders (lab_id from the lab user's account), the samples waiting for a report first,
 * the longest waiting at the top, then the reports of the last RECENT_REPORT_DAYS days, newest first. The page
 * shows each patient's name and tests: every sample listed is a read by the lab user `readerId` (`request.list`).
 */
export async function listLabSamples(db: Db, input: { labId: number; readerId: number; page?: number; now?: Date }): Promise<LabSamples> {
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const since = new Date((input.now ?? new Date()).getTime() - RECENT_REPORT_DAYS * 86_400_000);
  const rows = await db
    .selectFrom("sample_requests")
    .select(FIELD_COLUMNS)
    .where("lab_id", "=", input.labId)
    .where((eb) =>
      eb.or([eb("status", "=", "Sample Collected"), eb.and([eb("status", "=", "Report Generated"), eb("lab_report_generated_at", ">=", since)])]),
    )
    .orderBy(sql`status = 'Sample Collected'`, "desc")
    .orderBy(sql`case when status = 'Sample Collected' then coalesce(sample_collected_at, updated_at) end`, "asc")
    .orderBy("lab_report_generated_at", sql`desc nulls last`)
    .orderBy("id")
    .limit(LAB_PAGE_SIZE + 1)
    .offset((page - 1) * LAB_PAGE_SIZE)
    .execute();
  const shown = rows.slice(0, LAB_PAGE_SIZE);
  await recordStaffReads(db, { reader: { id: input.readerId, role: "lab" }, orderIds: shown.map((row) => row.id), action: "request.list", now: input.now });
  return { items: shown.map(labSampleOf), page, hasMore: rows.length > LAB_PAGE_SIZE };
}

/** One of the lab's own orders with a sample (collected or reported); another lab's or a missing one is undefined. A found one is a read by `readerId`. */
export async function getLabSample(db: Db, input: { labId: number; readerId: number; orderId: number; now?: Date }): Promise<LabSample | undefined> {
  const row = await db
    .selectFrom("sample_requests")
    .select(FIELD_COLUMNS)
    .where("id", "=", input.orderId)
    .where("lab_id", "=", input.labId)
    .where("status", "in", ["Sample Collected", "Report Generated"])
    .executeTakeFirst();
  if (!row) return undefined;
  await recordStaffReads(db, { reader: { id: input.readerId, role: "lab" }, orderIds: [row.id], action: "request.view", now: input.now });
  return labSampleOf(row);
}
