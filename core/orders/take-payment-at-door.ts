import { AppError } from "../errors/app-error";
import { openAttemptOf } from "../payments/open-attempt";
import { queueInvoicePrint } from "./queue-invoice-print";
import { doorPayment, type DoorPaymentMethod } from "./door-payment";
import type { OrderDeps } from "./order-deps";
import { runTransition, type TransitionInput } from "./run-transition";

/**
 * Cash or UPI taken at collection, recorded by staff or the agent: payment Success, the invoice number, the
 * patient's confirmation. A Confirmed order becomes Paid; later statuses stay.
 */
export async function takePaymentAtDoor(deps: OrderDeps, input: TransitionInput & { method: DoorPaymentMethod }) {
  const outcome = await runTransition(deps, "takePaymentAtDoor", input, async (order, tx, now) => {
    if (order.payment_status === "Success") throw new AppError("already_paid", 409, { status: order.status });
    if (order.amount_paise === null || order.amount_paise < 100) throw new AppError("not_payable", 409, { status: order.status });
    if (await openAttemptOf(tx, order.id)) throw new AppError("payment_in_progress", 409, { status: order.status });
    const payment = await doorPayment(tx, order, input.method, now, deps);
    return {
      set: { ...payment.set, ...(order.status === "Confirmed" ? { status: "Paid" } : {}) },
      messages: payment.messages,
      result: { method: input.method },
    };
  });
  if (!outcome.repeated) await queueInvoicePrint(deps, outcome.order);
  return outcome;
}
