import { AppError } from "../errors/app-error";
import { formatTime } from "../format/format";
import { firstName } from "./assign-agent";
import type { OrderDeps } from "./order-deps";
import { runTransition, type TransitionInput } from "./run-transition";

/**
 * The agent sets out ('Start'): from now on the patient can no longer move or cancel the visit themselves. The
 * patient hears at once that the agent is on the way, by the agent's first name (issue #29), unless the account
 * stopped reminders; the message is stored with the change, so it exists exactly when the start does.
 */
export async function startVisit(deps: OrderDeps, input: TransitionInput) {
  return runTransition(deps, "startVisit", input, async (order, tx, now) => {
    if (order.agent_started_at) throw new AppError("agentOnTheWay", 409, { status: order.status });
    const account = await tx.selectFrom("users").select("reminders_stopped_at").where("id", "=", order.uid).executeTakeFirst();
    const onTheWay = {
      template: "visit_on_the_way" as const,
      params: { name: order.name, order: String(order.id), agent: firstName(order.agent_name), link: `${deps.publicUrl}/trace/test/${order.id}` },
    };
    return {
      set: { agent_status: "On the way", agent_started_at: now, agent_response_time: formatTime(now) },
      messages: account && !account.reminders_stopped_at ? [onTheWay] : [],
      result: {},
    };
  });
}
