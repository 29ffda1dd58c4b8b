import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";
import type { Actor } from "../orders/order-deps";
import { withinReach } from "../orders/run-transition";

export type StaffFileKind = "prescription" | "report";

/**
 * A request's prescription or report for staff: an admin, or the lab user of the order's lab (an agent has no
 * need of either). Every view is an audit row. Undefined for a missing order, one out of reach, or no file: the
 * caller answers the same 404 for all.
 */
export async function findStaffFile(
  db: Db,
  input: { actor: Actor; orderId: number; kind: StaffFileKind; now?: Date },
): Promise<{ key: string; type: string } | undefined> {
  if (input.actor.role !== "admin" && input.actor.role !== "lab") return undefined;
  const row = await db
    .selectFrom("sample_requests")
    .select(["id", "uid", "agent_id", "lab_id", "prescription", "prescription_type", "report", "report_type"])
    .where("id", "=", input.orderId)
    .executeTakeFirst();
  if (!row || !withinReach(row, input.actor)) return undefined;
  const key = input.kind === "prescription" ? row.prescription : row.report;
  if (!key) return undefined;
  await writeAudit(db, { actorId: input.actor.id, actor: input.actor.role, action: `${input.kind}.view`, entity: "sample_request", entityId: row.id, at: input.now });
  const type = input.kind === "prescription" ? row.prescription_type : (row.report_type ?? "application/pdf");
  return { key, type: type ?? "application/octet-stream" };
}
