import { writeAudit } from "../audit/write-audit";
import { AppError } from "../errors/app-error";
import { applyPaymentStatus } from "./apply-payment-status";
import { GatewayError } from "./gateway";
import { openAttemptOf } from "./open-attempt";
import type { PaymentDeps } from "./payment-deps";
import { EXPIRY_GRACE_MS } from "./reconcile-pending-payments";

/**
 * What the agent's check found: no attempt open any more; the gateway says it was paid (the order is Paid now, or
 * the money is held and owed back); it failed; or it was still unpaid and is now closed, so cash or UPI can be taken.
 */
export type DoorCheckOutcome = "none" | "paid" | "held" | "failed" | "closed";

/**
 * The agent, at the door, asks the gateway at once about the order's open online payment (outside any transaction).
 * A finished answer is applied through applyPaymentStatus, the one place an order becomes Paid. Still unpaid, the
 * attempt is closed here (expired, CLOSED_AT_DOOR) so the agent may take cash; the gateway is still asked about it
 * until its own expiry and a grace period have passed, and a payment it takes after all is owed back (refund Due).
 */
export async function checkPaymentAtDoor(deps: PaymentDeps, input: { orderId: number; agentId: number; now?: Date }): Promise<DoorCheckOutcome> {
  const now = input.now ?? new Date();
  const order = await deps.db.selectFrom("sample_requests").select(["id", "agent_id"]).where("id", "=", input.orderId).executeTakeFirst();
  if (!order || order.agent_id !== input.agentId) throw new AppError("order_not_found", 404);
  const attempt = await openAttemptOf(deps.db, order.id);
  if (!attempt) return "none";

  let status;
  try {
    status = await deps.gateway.getStatus(attempt.merchant_order_id);
  } catch (error) {
    if (error instanceof GatewayError || error instanceof TypeError || (error as Error).name === "TimeoutError") throw new AppError("gatewayUnreachable", 409);
    throw error;
  }
  if (status.state !== "pending") {
    const applied = await applyPaymentStatus(deps, { attemptId: attempt.id, status, actor: "agent", now });
    if (applied.outcome === "paid") return "paid";
    if (applied.outcome === "held") return "held";
    if (applied.outcome === "failed") return "failed";
    return outcomeOfFinished(deps, attempt.id);
  }

  const closed = await deps.db.transaction().execute(async (tx) => {
    // Order row first, then the attempt: the lock order of every payment step.
    await tx.selectFrom("sample_requests").select("id").where("id", "=", order.id).forUpdate().executeTakeFirstOrThrow();
    const row = await tx
      .updateTable("payments")
      .set({
        state: "expired",
        provider_state: status.providerState,
        error_code: "CLOSED_AT_DOOR",
        finished_at: now,
        updated_at: now,
        recheck_until: new Date(Math.max(attempt.expires_at.getTime(), now.getTime()) + EXPIRY_GRACE_MS),
        next_check_at: new Date(now.getTime() + 30_000),
      })
      .where("id", "=", attempt.id)
      .where("state", "=", "pending")
      .returning("id")
      .executeTakeFirst();
    if (row) {
      await writeAudit(tx, { actorId: input.agentId, actor: "agent", action: "payment.closed_at_door", entity: "sample_request", entityId: order.id, after: { attempt: attempt.id, gateway_state: status.providerState }, at: now });
    }
    return row !== undefined;
  });
  return closed ? "closed" : outcomeOfFinished(deps, attempt.id);
}

/** Another caller (the webhook, the patient's page) finished the attempt meanwhile: what it became. */
async function outcomeOfFinished(deps: PaymentDeps, attemptId: number): Promise<DoorCheckOutcome> {
  const row = await deps.db
    .selectFrom("payments")
    .innerJoin("sample_requests", "sample_requests.id", "payments.request_id")
    .select(["payments.state", "payments.merchant_order_id", "sample_requests.transaction_id", "sample_requests.payment_status"])
    .where("payments.id", "=", attemptId)
    .executeTakeFirstOrThrow();
  if (row.state === "completed") return row.payment_status === "Success" && row.transaction_id === row.merchant_order_id ? "paid" : "held";
  return row.state === "pending" ? "none" : "failed";
}
