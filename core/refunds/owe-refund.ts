import type { Db } from "../../db/client";
import type { RefundCause } from "../../db/schema";

/**
 * Records, in the caller's transaction, a sum owed back to the patient, and marks the order's refund 'Due' (the
 * admin queue's 'refund due' filter). A captured attempt or a cancelled order's payment is owed once however often
 * it is flagged (unique indexes). Returns whether this call recorded it.
 */
export async function oweRefund(
  tx: Db,
  input: { requestId: number; paymentId: number | null; amountPaise: number; cause: RefundCause; now: Date },
): Promise<boolean> {
  if (input.amountPaise <= 0) return false;
  const inserted = await tx
    .insertInto("refunds")
    .values({ request_id: input.requestId, payment_id: input.paymentId, amount_paise: input.amountPaise, cause: input.cause, created_at: input.now, updated_at: input.now })
    .onConflict((c) => c.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) await syncOrderRefundStatus(tx, input.requestId, input.now);
  return inserted !== undefined;
}

/** The order's summary: 'Due' while any of its refunds is not made, 'Refunded' once all are, null without any. */
export async function syncOrderRefundStatus(tx: Db, requestId: number, now: Date): Promise<string | null> {
  const rows = await tx.selectFrom("refunds").select("state").where("request_id", "=", requestId).execute();
  const status = rows.length === 0 ? null : rows.every((row) => row.state === "refunded") ? "Refunded" : "Due";
  await tx.updateTable("sample_requests").set({ refund_status: status, updated_at: now }).where("id", "=", requestId).execute();
  return status;
}
