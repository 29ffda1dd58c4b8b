import { AppError } from "../errors/app-error";
import { formatTime } from "../format/format";
import { formatIsoDate } from "../time/kolkata-day";
import { firstName } from "./assign-agent";
import type { OrderDeps } from "./order-deps";
import { runTransition, type TransitionInput } from "./run-transition";
import { mayStartVisitOn, visitDayOf } from "./visit-day";

/**
 * The agent sets out ('Start'): from now on the patient can no longer move or cancel the visit themselves. The
 * patient hears at once that the agent is on the way, by the agent's first name (issue #29), unless the account
 * stopped reminders. Only on the visit's day (visit-day.ts); the message is stored with the change, so it exists exactly when the start does.
 */
export async function startVisit(deps: OrderDeps, input: TransitionInput) {
  return runTransition(deps, "startVisit", input, async (order, tx, now) => {
    if (order.agent_started_at) throw new AppError("agentOnTheWay", 409, { status: order.status });
    if (!mayStartVisitOn(order, now)) throw new AppError("visitNotToday", 409, { date: formatIsoDate(visitDayOf(order) ?? "") });
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
