import { AppError } from "../errors/app-error";
import { formatRupees } from "../format/format";
import { oweRefund } from "../refunds/owe-refund";
import type { OrderDeps } from "./order-deps";
import { runTransition, type TransitionInput } from "./run-transition";

/** A reason is a short line of text: what the patient or staff wrote, kept as it is. */
export const CANCEL_REASON_MAX = 300;

/**
 * Any state before the sample is taken → Cancelled, with a reason. The patient only until the agent leaves (then support
 * can). A paid order owes its payment back (a refund Due) and the patient is told it comes back to the same account;
 * an open payment attempt that completes later is held and owed back the same way (applyPaymentStatus).
 */
export async function cancelOrder(deps: OrderDeps, input: TransitionInput & { reason: string }) {
  const reason = input.reason.trim();
  if (!reason || reason.length > CANCEL_REASON_MAX) throw new AppError("reasonNeeded", 400);
  return runTransition(deps, "cancel", input, async (order, tx, now) => {
    if (input.actor.role === "patient" && order.agent_started_at) throw new AppError("agentOnTheWay", 409, { status: order.status });
    const paid = order.payment_status === "Success";
    if (paid) {
      // The gateway attempt that paid it, when it was paid online: its refund can go back through the gateway.
      const attempt = order.transaction_id
        ? await tx.selectFrom("payments").select("id").where("merchant_order_id", "=", order.transaction_id).where("state", "=", "completed").executeTakeFirst()
        : undefined;
      const amountPaise = order.payment_amount_paise ?? order.amount_paise ?? 0;
      await oweRefund(tx, { requestId: order.id, paymentId: attempt?.id ?? null, amountPaise, cause: "cancelled", now });
    }
    const params: Record<string, string> = { name: order.name, order: String(order.id), reason };
    return {
      set: {
        status: "Cancelled",
        cancel_reason: reason,
        cancelled_by: input.actor.role,
        cancelled_at: now,
        agent_status: order.agent_id !== null ? "Cancelled" : order.agent_status,
        ...(paid ? { refund_status: "Due" } : {}),
      },
      messages: [
        paid
          ? { template: "order_cancelled_refund", params: { ...params, amount: formatRupees(order.payment_amount_paise ?? order.amount_paise ?? 0) } }
          : { template: "order_cancelled", params },
      ],
      result: { refundDue: paid },
    };
  });
}
