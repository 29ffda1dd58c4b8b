import { formAlreadyDone, writeAudit } from "../audit/write-audit";
import { AppError } from "../errors/app-error";
import type { OrderDeps } from "../orders/order-deps";
import { syncOrderRefundStatus } from "./owe-refund";

export type RecordRefundInput = {
  orderId: number;
  refundId: number;
  actorId: number;
  /** The bank or UPI reference of the money sent back. */
  reference: string;
  amountPaise: number;
  /** yyyy-mm-dd. */
  refundedOn: string;
  formKey?: string;
  now?: Date;
};

/**
 * An admin records a refund made outside the gateway (cash back, a bank transfer, a refund made on the gateway's
 * dashboard): reference, amount and date. Only a Due refund is recorded; one already sent through the gateway
 * API is left to it. The same form posted twice is recorded once.
 */
export async function recordRefund(deps: Pick<OrderDeps, "db">, input: RecordRefundInput): Promise<{ repeated: boolean }> {
  const now = input.now ?? new Date();
  return deps.db.transaction().execute(async (tx) => {
    const order = await tx.selectFrom("sample_requests").select("id").where("id", "=", input.orderId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError("order_not_found", 404);
    if (await formAlreadyDone(tx, { entity: "sample_request", entityId: order.id }, input.formKey)) return { repeated: true };
    const refund = await tx.selectFrom("refunds").selectAll().where("id", "=", input.refundId).where("request_id", "=", order.id).forUpdate().executeTakeFirst();
    if (!refund || refund.state !== "due") throw new AppError("refundGone", 409);
    await tx
      .updateTable("refunds")
      .set({ state: "refunded", method: "manual", reference: input.reference, refunded_paise: input.amountPaise, refunded_on: input.refundedOn, next_check_at: null, finished_at: now, updated_at: now })
      .where("id", "=", refund.id)
      .execute();
    const status = await syncOrderRefundStatus(tx, order.id, now);
    await writeAudit(tx, {
      actorId: input.actorId,
      actor: "admin",
      action: "refund.recorded",
      entity: "sample_request",
      entityId: order.id,
      before: { refund: refund.id, state: refund.state, amount_paise: refund.amount_paise },
      after: { refund: refund.id, reference: input.reference, refunded_paise: input.amountPaise, refunded_on: input.refundedOn, refund_status: status },
      formKey: input.formKey,
      at: now,
    });
    return { repeated: false };
  });
}
