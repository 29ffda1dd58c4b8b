import { AppError } from "../errors/app-error";
import { formatClock } from "../format/format";
import { formatIsoDate, isIsoDate, kolkataDay } from "../time/kolkata-day";
import type { OrderDeps } from "./order-deps";
import { runTransition, type TransitionInput } from "./run-transition";

export type AssignAgentInput = TransitionInput & { agentId: number; date: string; time: string };

/** An agent's first name is all the patient is told; their phone stays with us (calls go through support). */
export const firstName = (name: string | null): string => (name ?? "").trim().split(/\s+/)[0] || "Nikat";

/**
 * Staff send an agent for a date and time: Confirmed or Paid → Agent Assigned (an unpaid order is paid at the
 * door). Again to change the agent or the time, until the agent has left. The order needs its lab first.
 */
export async function assignAgent(deps: OrderDeps, input: AssignAgentInput) {
  return runTransition(deps, "assignAgent", input, async (order, tx, now) => {
    if (order.agent_started_at) throw new AppError("agentOnTheWay", 409, { status: order.status });
    if (order.lab_id === null) throw new AppError("labNeeded", 409, { status: order.status });
    if (!isIsoDate(input.date) || input.date < kolkataDay(now).date || !/^([01]\d|2[0-3]):[0-5]\d$/.test(input.time)) {
      throw new AppError("visitTimeInvalid", 400);
    }
    const agent = await tx.selectFrom("users").select(["id", "name"]).where("id", "=", input.agentId).where("role", "=", "agent").executeTakeFirst();
    if (!agent) throw new AppError("agentUnknown", 400);
    return {
      set: {
        status: "Agent Assigned",
        agent_id: agent.id,
        agent_name: agent.name,
        agent_assigned: "Assigned",
        agent_assign_date: input.date,
        agent_assign_time: input.time,
        agent_status: "Assigned",
      },
      messages: [
        {
          template: "agent_assigned",
          params: {
            name: order.name,
            order: String(order.id),
            agent: firstName(agent.name),
            date: formatIsoDate(input.date),
            time: formatClock(input.time),
            support: deps.supportPhone,
          },
        },
      ],
      result: { agentId: agent.id },
    };
  });
}
