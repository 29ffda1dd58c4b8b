import { AppError } from "../errors/app-error";
import { writeAudit } from "../audit/write-audit";
import { GatewayError, type GatewayRefundStatus } from "../payments/gateway";
import type { PaymentDeps } from "../payments/payment-deps";
import { applyRefundStatus, REFUND_CHECK_EVERY_MS } from "./apply-refund-status";

/** One merchant refund id per refund, made from its row: a refund asked for twice is one refund at the gateway too. */
export const merchantRefundIdOf = (refundId: number) => `NKR${refundId}`;

const unreachable = (error: unknown) => error instanceof GatewayError || error instanceof TypeError || (error as Error).name === "TimeoutError";

/**
 * The admin sends a Due refund of a captured online payment back through the gateway's refund API. The row is
 * claimed (Due → processing, with its merchant refund id) and committed first; the gateway is called after the
 * commit, never inside a transaction. A second post finds it processing and calls nothing. Should the call fail on
 * the way, the refund stays processing and the reconcile job asks the gateway about it (and repeats the same call
 * if the gateway never heard of it).
 */
export async function startGatewayRefund(
  deps: PaymentDeps,
  input: { orderId: number; refundId: number; actorId: number; formKey?: string; now?: Date },
): Promise<{ started: boolean; state: "refunded" | "due" | "processing" }> {
  const now = input.now ?? new Date();
  const claimed = await deps.db.transaction().execute(async (tx) => {
    await tx.selectFrom("sample_requests").select("id").where("id", "=", input.orderId).forUpdate().executeTakeFirst();
    const refund = await tx
      .selectFrom("refunds")
      .innerJoin("payments", "payments.id", "refunds.payment_id")
      .select(["refunds.id", "refunds.state", "refunds.amount_paise", "refunds.merchant_refund_id", "payments.merchant_order_id", "payments.state as payment_state"])
      .where("refunds.id", "=", input.refundId)
      .where("refunds.request_id", "=", input.orderId)
      .forUpdate("refunds")
      .executeTakeFirst();
    if (!refund || refund.payment_state !== "completed") throw new AppError("refundNotByGateway", 409);
    // Already sent (this form posted twice, or another admin): nothing to call again.
    if (refund.state !== "due") return null;
    // A refund the gateway refused is made by hand: its merchant refund id is spent.
    if (refund.merchant_refund_id !== null) throw new AppError("refundNotByGateway", 409);
    const merchantRefundId = merchantRefundIdOf(refund.id);
    await tx
      .updateTable("refunds")
      .set({ state: "processing", method: "gateway", merchant_refund_id: merchantRefundId, next_check_at: new Date(now.getTime() + REFUND_CHECK_EVERY_MS), updated_at: now })
      .where("id", "=", refund.id)
      .execute();
    await writeAudit(tx, {
      actorId: input.actorId,
      actor: "admin",
      action: "refund.started",
      entity: "sample_request",
      entityId: input.orderId,
      after: { refund: refund.id, merchant_refund_id: merchantRefundId, amount_paise: refund.amount_paise },
      formKey: input.formKey,
      at: now,
    });
    return { refundId: refund.id, merchantRefundId, merchantOrderId: refund.merchant_order_id, amountPaise: refund.amount_paise };
  });
  if (!claimed) {
    const row = await deps.db.selectFrom("refunds").select("state").where("id", "=", input.refundId).executeTakeFirstOrThrow();
    return { started: false, state: row.state };
  }

  let status: GatewayRefundStatus;
  try {
    status = await deps.gateway.refund({ merchantRefundId: claimed.merchantRefundId, originalMerchantOrderId: claimed.merchantOrderId, amountPaise: claimed.amountPaise });
  } catch (error) {
    if (!unreachable(error)) throw error;
    // A refusal (HTTP 4xx) is final for this id; a network failure is asked about again by the reconcile job.
    if (error instanceof GatewayError && error.httpStatus !== undefined && error.httpStatus >= 400 && error.httpStatus < 500) {
      status = { state: "failed", providerState: `HTTP_${error.httpStatus}`, providerRefundId: null, amountPaise: null, errorCode: `HTTP_${error.httpStatus}`, raw: null };
    } else {
      return { started: true, state: "processing" };
    }
  }
  const applied = await applyRefundStatus(deps, { refundId: claimed.refundId, status, actor: "admin", now });
  if (applied !== "processing") return { started: true, state: applied === "unchanged" ? "processing" : applied };
  // Asked at once: a gateway that settles quickly (the sandbox does) shows the refund made on the admin's next page.
  const settled = await askRefundStatus(deps, claimed.refundId, claimed.merchantRefundId, "admin", now);
  return { started: true, state: settled };
}

/** Asks the gateway about one processing refund and applies the answer; an unreachable gateway leaves it processing. */
export async function askRefundStatus(
  deps: PaymentDeps,
  refundId: number,
  merchantRefundId: string,
  actor: string,
  now: Date,
): Promise<"refunded" | "due" | "processing"> {
  try {
    const status = await deps.gateway.getRefundStatus(merchantRefundId);
    const applied = await applyRefundStatus(deps, { refundId, status, actor, now });
    return applied === "unchanged" ? "processing" : applied;
  } catch (error) {
    if (unreachable(error)) return "processing";
    throw error;
  }
}
