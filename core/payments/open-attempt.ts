import type { Db } from "../../db/client";

/** The order's online payment attempt still open at the gateway (at most one: payments_one_open_per_order), if any. */
export async function openAttemptOf(db: Db, requestId: number) {
  return db
    .selectFrom("payments")
    .select(["id", "merchant_order_id", "amount_paise", "created_at", "expires_at"])
    .where("request_id", "=", requestId)
    .where("state", "=", "pending")
    .executeTakeFirst();
}
