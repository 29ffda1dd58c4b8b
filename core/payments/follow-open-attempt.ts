import { isAppError } from "../errors/app-error";
import type { PaymentDeps } from "./payment-deps";
import { refreshPaymentStatus, type AttemptStatus } from "./refresh-payment-status";

/** The attempt the tracking page follows, and how it stands now. */
export type FollowedAttempt = { attemptId: number; status: AttemptStatus; startedAt: Date };

/**
 * The payment attempt the patient opened on this order and has not finished, as the tracking page finds it when it
 * is loaded again (a reload while the gateway's window is open): asked about once (the gateway at most every 3 s),
 * so the page shows "Payment in progress" and goes on following it, or tells at once how it ended. Only the
 * patient's own order; another's, or none open, is null.
 */
export async function followOpenAttempt(deps: PaymentDeps, input: { userId: number; orderId: number; now?: Date }): Promise<FollowedAttempt | null> {
  const open = await deps.db
    .selectFrom("payments")
    .select(["id", "created_at"])
    .where("request_id", "=", input.orderId)
    .where("uid", "=", input.userId)
    .where("state", "=", "pending")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!open) return null;
  const status = await refreshPaymentStatus(deps, { attemptId: open.id, userId: input.userId, actor: "patient", now: input.now }).catch((error: unknown) => {
    if (isAppError(error)) return null;
    throw error;
  });
  return status ? { attemptId: open.id, status, startedAt: open.created_at } : null;
}
