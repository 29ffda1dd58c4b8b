import { timingSafeEqual } from "node:crypto";
import { AppError } from "../errors/app-error";
import { formatTime } from "../format/format";
import { openAttemptOf } from "../payments/open-attempt";
import { queueInvoicePrint } from "./queue-invoice-print";
import { doorPayment, type DoorPaymentMethod } from "./door-payment";
import type { OrderDeps } from "./order-deps";
import { runTransition, type TransitionChange, type TransitionInput } from "./run-transition";

/** Five wrong agent codes lock the order until staff look at it (issue #15). */
export const AGENT_CODE_MAX_TRIES = 5;

export type CollectSampleInput = TransitionInput & {
  code: string;
  /** How an unpaid order was paid at the door; required when it is unpaid. */
  paymentMethod?: DoorPaymentMethod | null;
};

/** Compared in constant time, as six digits on both sides; the stored code never leaves the server. */
export function agentCodeMatches(stored: number | null, typed: string): boolean {
  if (stored === null || !/^\d{6}$/.test(typed)) return false;
  return timingSafeEqual(Buffer.from(String(stored).padStart(6, "0")), Buffer.from(typed));
}

/**
 * The agent has taken the sample: Agent Assigned → Sample Collected, with the time, once the patient's 6-digit
 * agent code is given. A wrong code is refused and counted (committed, so it cannot be retried for free); the fifth
 * locks the order for staff. An unpaid order is paid at the door in the same step, unless an online payment for it is
 * still open: the patient finishes or cancels it first, or the agent checks it with the gateway and closes it.
 */
export async function collectSample(deps: OrderDeps, input: CollectSampleInput) {
  const outcome = await runTransition(deps, "collectSample", input, async (order, tx, now): Promise<TransitionChange<{ paidAtDoor: boolean }>> => {
    if (order.code_locked_at) throw new AppError("agentCodeLocked", 423, { status: order.status });
    if (!agentCodeMatches(order.agent_otp, input.code)) {
      const attempts = order.code_attempts + 1;
      const locked = attempts >= AGENT_CODE_MAX_TRIES;
      return {
        set: { code_attempts: attempts, ...(locked ? { code_locked_at: now } : {}) },
        result: { paidAtDoor: false },
        refusal: locked ? new AppError("agentCodeLocked", 423, { status: order.status }) : new AppError("agentCodeWrong", 400, { attemptsLeft: AGENT_CODE_MAX_TRIES - attempts }),
      };
    }
    const unpaid = order.payment_status !== "Success";
    if (unpaid && !input.paymentMethod) throw new AppError("paymentMethodNeeded", 400, { status: order.status });
    // Cash on top of an online payment still open would charge the patient twice (security review H2).
    if (unpaid && (await openAttemptOf(tx, order.id))) throw new AppError("onlinePaymentOpen", 409, { status: order.status });
    const payment = unpaid && input.paymentMethod ? await doorPayment(tx, order, input.paymentMethod, now, deps) : null;
    return {
      set: {
        ...payment?.set,
        status: "Sample Collected",
        agent_status: "Collected",
        sample_collected_at: now,
        agent_report_time: formatTime(now),
        lab_status: "Sample Received",
        code_attempts: 0,
      },
      messages: [
        ...(payment?.messages ?? []),
        { template: "sample_collected", params: { name: order.name, order: String(order.id), link: `${deps.publicUrl}/trace/test/${order.id}` } },
      ],
      result: { paidAtDoor: payment !== null },
    };
  });
  if (!outcome.repeated && outcome.result.paidAtDoor) await queueInvoicePrint(deps, outcome.order);
  return outcome;
}
