import { AppError } from "../errors/app-error";
import type { OrderDeps } from "./order-deps";
import { runTransition, type TransitionInput } from "./run-transition";

/**
 * The patient accepts the amount staff changed after a booking at a shown price (issue #27): the amount they saw
 * on the page, never another. If staff changed it again meanwhile, nothing is accepted and the page shows the
 * newest amount. Pay Now offers the accepted amount only; a payment in progress keeps the amount it started with.
 */
export async function acceptAmount(deps: OrderDeps, input: TransitionInput & { amountPaise: number }) {
  return runTransition(deps, "acceptAmount", input, async (order) => {
    if (order.payment_status !== "Pending") throw new AppError("already_paid", 409, { status: order.status });
    if (order.amount_paise === null || order.amount_paise !== input.amountPaise) throw new AppError("orderChanged", 409, { status: order.status });
    return { set: { accepted_amount_paise: order.amount_paise }, note: { previous_accepted_paise: order.accepted_amount_paise }, result: { amountPaise: order.amount_paise } };
  });
}
