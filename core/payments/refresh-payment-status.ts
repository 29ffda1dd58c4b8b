import { sql, type ExpressionBuilder } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../errors/app-error";
import { applyPaymentStatus } from "./apply-payment-status";
import { isGatewayUnavailable, type PaymentState } from "./gateway";
import { STATUS_MIN_INTERVAL_MS, type PaymentDeps } from "./payment-deps";

/** What the paying page learns: the attempt's state, and whether a completed payment is held for staff. */
export type AttemptStatus = { state: PaymentState; held: boolean };

/**
 * Asks the gateway about one attempt and applies the answer. Without `force`, at most one caller per
 * STATUS_MIN_INTERVAL_MS actually asks (the claim is a conditional UPDATE); the rest read what is stored.
 * With `userId`, the attempt must be that patient's (else 404, the same as a missing one).
 */
export async function refreshPaymentStatus(
  deps: PaymentDeps,
  input: { attemptId: number; userId?: number; force?: boolean; actor: string; now?: Date },
): Promise<AttemptStatus> {
  const now = input.now ?? new Date();
  let query = deps.db.selectFrom("payments").select(["id", "state", "merchant_order_id", "recheck_until"]).where("id", "=", input.attemptId);
  if (input.userId !== undefined) query = query.where("uid", "=", input.userId);
  const attempt = await query.executeTakeFirst();
  if (!attempt) throw new AppError("payment_not_found", 404);

  // An attempt closed at the door is still asked about until recheck_until: the payer may finish it after all.
  const stillOpen = (eb: ExpressionBuilder<Database, "payments">) => eb.or([eb("state", "=", "pending"), eb("recheck_until", ">", now)]);
  if (attempt.state === "pending" || (attempt.recheck_until !== null && attempt.recheck_until > now)) {
    const claimed = await deps.db
      .updateTable("payments")
      .set({ last_checked_at: now, checks: sql<number>`checks + 1` })
      .where("id", "=", attempt.id)
      .where(stillOpen)
      .$if(!input.force, (q) =>
        q.where((eb) => eb.or([eb("last_checked_at", "is", null), eb("last_checked_at", "<=", new Date(now.getTime() - STATUS_MIN_INTERVAL_MS))])),
      )
      .returning("id")
      .executeTakeFirst();
    if (claimed) {
      try {
        const status = await deps.gateway.getStatus(attempt.merchant_order_id);
        await applyPaymentStatus(deps, { attemptId: attempt.id, status, actor: input.actor, now });
      } catch (error) {
        // An unreachable gateway leaves the attempt pending; the page keeps polling and reconciliation retries.
        if (!isGatewayUnavailable(error)) throw error;
      }
    }
  }
  return attemptStatus(deps, attempt.id);
}

export async function attemptStatus(deps: Pick<PaymentDeps, "db">, attemptId: number): Promise<AttemptStatus> {
  const row = await deps.db
    .selectFrom("payments")
    .innerJoin("sample_requests", "sample_requests.id", "payments.request_id")
    .select(["payments.state", "payments.id", "sample_requests.payment_status", "sample_requests.transaction_id", "payments.merchant_order_id"])
    .where("payments.id", "=", attemptId)
    .executeTakeFirstOrThrow();
  const paidByThis = row.payment_status === "Success" && row.transaction_id === row.merchant_order_id;
  return { state: row.state, held: row.state === "completed" && !paidByThis };
}
