import type { Db } from "../../db/client";
import { writeAudits } from "../audit/write-audit";
import type { StaffReadAction } from "../privacy/list-staff-reads";

export type StaffReader = { id: number; role: "admin" | "agent" | "lab" };

/**
 * A staff page has shown these orders' patient details (name, tests, address, notes): one audit row per order, so
 * each patient's "Who opened my data" lists it (core/privacy/list-staff-reads.ts). A list page writes `request.list`,
 * a page of one order `request.view`.
 */
export async function recordStaffReads(db: Db, input: { reader: StaffReader; orderIds: readonly number[]; action: StaffReadAction; now?: Date }): Promise<void> {
  await writeAudits(
    db,
    [...new Set(input.orderIds)].map((orderId) => ({ actorId: input.reader.id, actor: input.reader.role, action: input.action, entity: "sample_request", entityId: orderId, at: input.now })),
  );
}
