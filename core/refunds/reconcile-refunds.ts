import type { PaymentDeps } from "../payments/payment-deps";
import { applyRefundStatus, REFUND_CHECK_EVERY_MS } from "./apply-refund-status";
import { askRefundStatus } from "./start-gateway-refund";

/**
 * Asks the gateway about every refund still processing that is due (the payments-reconcile job, every minute).
 * A refund the gateway never heard of (the refund call was lost on the way) is sent again with the same merchant
 * refund id, which the gateway takes as the same refund. Rows are claimed with SKIP LOCKED: safe in several processes.
 */
export async function reconcileRefunds(deps: PaymentDeps, now = new Date(), limit = 50): Promise<{ checked: number; refunded: number }> {
  const due = await deps.db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom("refunds")
      .innerJoin("payments", "payments.id", "refunds.payment_id")
      .select(["refunds.id", "refunds.merchant_refund_id", "refunds.amount_paise", "payments.merchant_order_id"])
      .where("refunds.state", "=", "processing")
      .where("refunds.next_check_at", "<=", now)
      .orderBy("refunds.next_check_at")
      .limit(limit)
      .forUpdate("refunds")
      .skipLocked()
      .execute();
    for (const row of rows) {
      await tx.updateTable("refunds").set({ next_check_at: new Date(now.getTime() + REFUND_CHECK_EVERY_MS) }).where("id", "=", row.id).execute();
    }
    return rows;
  });

  let refunded = 0;
  for (const row of due) {
    if (!row.merchant_refund_id) continue;
    const known = await deps.gateway.getRefundStatus(row.merchant_refund_id).catch(() => null);
    let state: string;
    if (known?.state === "unknown") {
      const sent = await deps.gateway
        .refund({ merchantRefundId: row.merchant_refund_id, originalMerchantOrderId: row.merchant_order_id, amountPaise: row.amount_paise })
        .catch(() => null);
      state = sent ? await applyRefundStatus(deps, { refundId: row.id, status: sent, actor: "payment-job", now }) : "processing";
      if (state === "processing") state = await askRefundStatus(deps, row.id, row.merchant_refund_id, "payment-job", now);
    } else if (known) {
      state = await applyRefundStatus(deps, { refundId: row.id, status: known, actor: "payment-job", now });
    } else {
      state = "processing";
    }
    if (state === "refunded") refunded++;
  }
  return { checked: due.length, refunded };
}
