import type { Db } from "../../db/client";
import { addDays } from "../time/kolkata-day";
import { FIELD_COLUMNS, fieldVisitOf, type FieldVisit } from "./field-visit";
import { recordStaffReads } from "./record-staff-reads";

/** More visits than one person can make in two days: the list is cut there rather than grow without end. */
export const AGENT_DAY_MAX = 200;

export type AgentDay = { today: FieldVisit[]; tomorrow: FieldVisit[] };

/**
 * An agent's page: their visits today and tomorrow (by agent_assign_date, Kolkata's calendar), in slot order,
 * still to make ('Agent Assigned'), and today's already collected ones shown as done. Ownership is in the query
 * (agent_id), and the index (agent_id, agent_assign_date, agent_assign_time) serves both the filter and the order.
 * The page shows each patient's name, address and tests: every visit listed is a staff read (`request.list`).
 */
export async function listAgentDay(db: Db, input: { agentId: number; today: string; now?: Date }): Promise<AgentDay> {
  const tomorrow = addDays(input.today, 1);
  const rows = await db
    .selectFrom("sample_requests")
    .select(FIELD_COLUMNS)
    .where("agent_id", "=", input.agentId)
    .where("agent_assign_date", ">=", input.today)
    .where("agent_assign_date", "<=", tomorrow)
    .where((eb) =>
      eb.or([
        eb("status", "=", "Agent Assigned"),
        eb.and([eb("agent_assign_date", "=", input.today), eb("status", "in", ["Sample Collected", "Report Generated"])]),
      ]),
    )
    .orderBy("agent_assign_date")
    .orderBy("agent_assign_time")
    .orderBy("id")
    .limit(AGENT_DAY_MAX)
    .execute();
  await recordStaffReads(db, { reader: { id: input.agentId, role: "agent" }, orderIds: rows.map((row) => row.id), action: "request.list", now: input.now });
  const day: AgentDay = { today: [], tomorrow: [] };
  for (const row of rows) (row.agent_assign_date === input.today ? day.today : day.tomorrow).push(fieldVisitOf(row));
  return day;
}

/** One of the agent's own visits, whatever its day; another agent's or a missing one is undefined alike. A found one is a staff read. */
export async function getAgentVisit(db: Db, input: { agentId: number; orderId: number; now?: Date }): Promise<FieldVisit | undefined> {
  const row = await db.selectFrom("sample_requests").select(FIELD_COLUMNS).where("id", "=", input.orderId).where("agent_id", "=", input.agentId).executeTakeFirst();
  if (!row) return undefined;
  await recordStaffReads(db, { reader: { id: input.agentId, role: "agent" }, orderIds: [row.id], action: "request.view", now: input.now });
  return fieldVisitOf(row);
}
