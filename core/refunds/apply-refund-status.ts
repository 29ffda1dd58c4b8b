import { writeAudit } from "../audit/write-audit";
import { kolkataDay } from "../time/kolkata-day";
import type { GatewayRefundStatus } from "../payments/gateway";
import type { PaymentDeps } from "../payments/payment-deps";
import { syncOrderRefundStatus } from "./owe-refund";

/** When a refund still processing at the gateway is asked about next. */
export const REFUND_CHECK_EVERY_MS = 5 * 60_000;

/**
 * The gateway's answer about a refund in processing, applied once (the refund row locked): completed → refunded
 * (the order's refund is 'Refunded' once all its refunds are); failed → Due again with the gateway's error, for staff
 * to refund by hand; pending → asked again later.
 */
export async function applyRefundStatus(
  deps: Pick<PaymentDeps, "db">,
  input: { refundId: number; status: GatewayRefundStatus; actor: string; now?: Date },
): Promise<"refunded" | "due" | "processing" | "unchanged"> {
  const now = input.now ?? new Date();
  const { status } = input;
  return deps.db.transaction().execute(async (tx) => {
    const head = await tx.selectFrom("refunds").select("request_id").where("id", "=", input.refundId).executeTakeFirst();
    if (!head) return "unchanged";
    await tx.selectFrom("sample_requests").select("id").where("id", "=", head.request_id).forUpdate().executeTakeFirstOrThrow();
    const refund = await tx.selectFrom("refunds").selectAll().where("id", "=", input.refundId).forUpdate().executeTakeFirstOrThrow();
    if (refund.state !== "processing") return "unchanged";
    const seen = { provider_state: status.providerState, provider_refund_id: status.providerRefundId ?? refund.provider_refund_id, raw_status: JSON.stringify(status.raw ?? null), updated_at: now };
    if (status.state === "pending" || status.state === "unknown") {
      await tx.updateTable("refunds").set({ ...seen, next_check_at: new Date(now.getTime() + REFUND_CHECK_EVERY_MS) }).where("id", "=", refund.id).execute();
      return "processing";
    }
    const done = status.state === "completed";
    await tx
      .updateTable("refunds")
      .set({
        ...seen,
        state: done ? "refunded" : "due",
        error_code: done ? null : (status.errorCode ?? status.providerState),
        next_check_at: null,
        ...(done
          ? { refunded_paise: status.amountPaise ?? refund.amount_paise, refunded_on: kolkataDay(now).date, reference: status.providerRefundId ?? refund.merchant_refund_id, finished_at: now }
          : {}),
      })
      .where("id", "=", refund.id)
      .execute();
    const orderRefund = await syncOrderRefundStatus(tx, refund.request_id, now);
    await writeAudit(tx, {
      actor: input.actor,
      action: done ? "refund.completed" : "refund.failed",
      entity: "sample_request",
      entityId: refund.request_id,
      after: { refund: refund.id, merchant_refund_id: refund.merchant_refund_id, gateway_state: status.providerState, error_code: status.errorCode, refund_status: orderRefund },
      at: now,
    });
    return done ? "refunded" : "due";
  });
}
