import { AppError } from "../errors/app-error";
import type { OrderDeps } from "./order-deps";
import { runTransition, type TransitionInput } from "./run-transition";

/** After five wrong agent codes: staff have checked with the patient and let the agent try again. */
export async function unlockAgentCode(deps: OrderDeps, input: TransitionInput) {
  return runTransition(deps, "unlockAgentCode", input, async (order) => {
    if (!order.code_locked_at) throw new AppError("orderChanged", 409, { status: order.status });
    return { set: { code_locked_at: null, code_attempts: 0 }, result: {} };
  });
}
