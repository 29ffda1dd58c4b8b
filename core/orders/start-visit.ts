import { AppError } from "../errors/app-error";
import { formatTime } from "../format/format";
import type { OrderDeps } from "./order-deps";
import { runTransition, type TransitionInput } from "./run-transition";

/** The agent sets out ('Start'): from now on the patient can no longer move or cancel the visit themselves. */
export async function startVisit(deps: OrderDeps, input: TransitionInput) {
  return runTransition(deps, "startVisit", input, async (order, _tx, now) => {
    if (order.agent_started_at) throw new AppError("agentOnTheWay", 409, { status: order.status });
    return { set: { agent_status: "On the way", agent_started_at: now, agent_response_time: formatTime(now) }, result: {} };
  });
}
