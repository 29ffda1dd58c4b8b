import type { Db } from "../../db/client";
import { slotText } from "../booking/slot-names";
import type { Language } from "../i18n/language";
import { trackerOf, type TrackerStepId } from "../orders/tracker-steps";

export type OpenOrder = { id: number; name: string; slot: string; step: TrackerStepId | "waiting" };

/**
 * The orders of the account at this number that are still under way (not cancelled, no report yet), newest first,
 * each with the step the tracking page shows as reached.
 */
export async function openOrdersOf(db: Db, accountId: number, language: Language): Promise<OpenOrder[]> {
  const rows = await db
    .selectFrom("sample_requests")
    .select(["id", "name", "date", "status", "payment_status"])
    .where("uid", "=", accountId)
    .where("status", "not in", ["Cancelled", "Report Generated"])
    .orderBy("id", "desc")
    .limit(5)
    .execute();
  return rows.map((row) => {
    const tracker = trackerOf(row);
    const reached = tracker.steps.filter((step) => step.state !== "todo").at(-1);
    return { id: row.id, name: row.name ?? "", slot: slotText(row.date, language), step: reached?.id ?? "waiting" };
  });
}
