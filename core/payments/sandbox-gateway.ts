import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client";
import { GatewayError, type PaymentGateway, type WebhookCheck, type WebhookRequest } from "./gateway";
import { readPhonePeRefundStatus, UNKNOWN_REFUND } from "./phonepe-refund-status";
import { webhookOrderOf } from "./phonepe-gateway";
import { readPhonePeOrderStatus } from "./phonepe-status";

export const SANDBOX_PAY_PATH = "/sandbox/pay";

export type SandboxChoice = "success" | "failure" | "cancel";

/**
 * Our own test gateway (ARCHITECTURE.md §14): it keeps its ledger in `sandbox_payments`, hosts a payment page
 * at /sandbox/pay/{merchantOrderId}, answers status in PhonePe's shape and calls back with PhonePe's webhook
 * shape and Authorization scheme, so nothing else can tell it from the real one.
 */
export function sandboxGateway(options: { db: Db; secret: string; now?: () => Date }): PaymentGateway {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const expected = createHash("sha256").update(sandboxWebhookCredentials(options.secret)).digest();
  return {
    name: "sandbox",
    async createPayment(input) {
      const expiresAt = new Date(now().getTime() + input.expireAfterSeconds * 1000);
      const orderId = `SBX${randomBytes(10).toString("hex").toUpperCase()}`;
      // Like PhonePe, a second pay call with the same merchant order id does not make a second order.
      const row = await db
        .insertInto("sandbox_payments")
        .values({ merchant_order_id: input.merchantOrderId, order_id: orderId, amount_paise: input.amountPaise, redirect_url: input.returnUrl, expire_at: expiresAt })
        .onConflict((c) => c.column("merchant_order_id").doUpdateSet({ updated_at: now() }))
        .returning(["order_id", "expire_at"])
        .executeTakeFirstOrThrow();
      return { providerOrderId: row.order_id, redirectUrl: `${SANDBOX_PAY_PATH}/${encodeURIComponent(input.merchantOrderId)}`, expiresAt: row.expire_at };
    },
    async getStatus(merchantOrderId) {
      const row = await db.selectFrom("sandbox_payments").selectAll().where("merchant_order_id", "=", merchantOrderId).executeTakeFirst();
      return readPhonePeOrderStatus(row ? sandboxStatusBody(row) : { state: "UNKNOWN" }, now());
    },
    async refund(input) {
      // Like PhonePe: only a completed payment is refunded, never more than it took, and the same refund id is one refund.
      const refunded = await db.transaction().execute(async (tx) => {
        const paid = await tx.selectFrom("sandbox_payments").select(["amount_paise", "state"]).where("merchant_order_id", "=", input.originalMerchantOrderId).forUpdate().executeTakeFirst();
        if (!paid || paid.state !== "COMPLETED") throw new GatewayError("sandbox refund: no completed payment by that merchant order id", 400);
        const existing = await tx.selectFrom("sandbox_refunds").selectAll().where("merchant_refund_id", "=", input.merchantRefundId).executeTakeFirst();
        if (existing) return existing;
        const { total } = await tx
          .selectFrom("sandbox_refunds")
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_paise"), eb.lit(0)).as("total"))
          .where("merchant_order_id", "=", input.originalMerchantOrderId)
          .where("state", "!=", "FAILED")
          .executeTakeFirstOrThrow();
        if (input.amountPaise < 100 || Number(total) + input.amountPaise > paid.amount_paise) throw new GatewayError("sandbox refund: more than the payment took", 400);
        return tx
          .insertInto("sandbox_refunds")
          .values({ merchant_refund_id: input.merchantRefundId, merchant_order_id: input.originalMerchantOrderId, refund_id: `SBXR${randomBytes(8).toString("hex").toUpperCase()}`, amount_paise: input.amountPaise })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return readPhonePeRefundStatus({ refundId: refunded.refund_id, amount: refunded.amount_paise, state: refunded.state });
    },
    async getRefundStatus(merchantRefundId) {
      // A sandbox refund settles when it is first asked about: the bank's few days, played in one step.
      const row =
        (await db
          .updateTable("sandbox_refunds")
          .set({ state: "COMPLETED", updated_at: now() })
          .where("merchant_refund_id", "=", merchantRefundId)
          .where("state", "=", "PENDING")
          .returningAll()
          .executeTakeFirst()) ?? (await db.selectFrom("sandbox_refunds").selectAll().where("merchant_refund_id", "=", merchantRefundId).executeTakeFirst());
      if (!row) return UNKNOWN_REFUND;
      return readPhonePeRefundStatus({ originalMerchantOrderId: row.merchant_order_id, refundId: row.refund_id, amount: row.amount_paise, state: row.state });
    },
    verifyWebhook(request: WebhookRequest): WebhookCheck {
      const header = request.headers.authorization;
      const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? "";
      if (!/^[0-9a-f]{64}$/i.test(value) || !timingSafeEqual(Buffer.from(value.toLowerCase(), "hex"), expected)) return { ok: false, reason: "bad_authorization" };
      return webhookOrderOf(request.body);
    },
  };
}

type SandboxRow = {
  merchant_order_id: string;
  order_id: string;
  amount_paise: number;
  state: string;
  error_code: string | null;
  transaction_id: string | null;
  payment_mode: string | null;
  expire_at: Date;
  updated_at: Date;
};

/** The same body PhonePe's order status API answers with. */
function sandboxStatusBody(row: SandboxRow) {
  return {
    orderId: row.order_id,
    state: row.state,
    amount: row.amount_paise,
    expireAt: row.expire_at.getTime(),
    ...(row.error_code ? { errorCode: row.error_code } : {}),
    paymentDetails: row.transaction_id
      ? [{ transactionId: row.transaction_id, paymentMode: row.payment_mode ?? "UPI_INTENT", timestamp: row.updated_at.getTime(), amount: row.amount_paise, state: row.state, ...(row.error_code ? { errorCode: row.error_code } : {}) }]
      : [],
  };
}

/** The dashboard username:password of the sandbox's webhook, derived from the server secret. */
function sandboxWebhookCredentials(secret: string): string {
  return `sandbox:${createHmac("sha256", secret).update("sandbox-webhook").digest("hex")}`;
}

/** PhonePe's rule for a merchant order id; anything else (a NUL byte, a long string from an address) is no order of ours. */
const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;

export type SandboxPage = { merchantOrderId: string; amountPaise: number; state: string; expireAt: Date; returnUrl: string };

export async function getSandboxPayment(db: Db, merchantOrderId: string): Promise<SandboxPage | undefined> {
  if (!MERCHANT_ORDER_ID.test(merchantOrderId)) return undefined;
  const row = await db
    .selectFrom("sandbox_payments")
    .select(["merchant_order_id", "amount_paise", "state", "expire_at", "redirect_url"])
    .where("merchant_order_id", "=", merchantOrderId)
    .executeTakeFirst();
  return row && { merchantOrderId: row.merchant_order_id, amountPaise: row.amount_paise, state: row.state, expireAt: row.expire_at, returnUrl: row.redirect_url };
}

/**
 * The payer's choice on the hosted page. A finished or expired order does not change (like a real gateway).
 * Returns the server-to-server callback to deliver (PhonePe's shape and Authorization header), or null.
 */
export async function decideSandboxPayment(
  options: { db: Db; secret: string; now?: Date },
  merchantOrderId: string,
  choice: SandboxChoice,
): Promise<{ returnUrl: string; callback: WebhookRequest | null } | undefined> {
  if (!MERCHANT_ORDER_ID.test(merchantOrderId)) return undefined;
  const now = options.now ?? new Date();
  const state = choice === "success" ? "COMPLETED" : "FAILED";
  const errorCode = choice === "success" ? null : choice === "cancel" ? "USER_CANCELLED" : "PAYMENT_ERROR";
  const row = await options.db
    .updateTable("sandbox_payments")
    .set({ state, error_code: errorCode, transaction_id: `SBXT${randomBytes(8).toString("hex").toUpperCase()}`, payment_mode: "UPI_INTENT", updated_at: now })
    .where("merchant_order_id", "=", merchantOrderId)
    .where("state", "=", "PENDING")
    .where("expire_at", ">", now)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const existing = await getSandboxPayment(options.db, merchantOrderId);
    return existing && { returnUrl: existing.returnUrl, callback: null };
  }
  const body = JSON.stringify({
    event: state === "COMPLETED" ? "checkout.order.completed" : "checkout.order.failed",
    payload: { merchantOrderId, ...sandboxStatusBody(row) },
  });
  const authorization = createHash("sha256").update(sandboxWebhookCredentials(options.secret)).digest("hex");
  return { returnUrl: row.redirect_url, callback: { headers: { authorization, "content-type": "application/json" }, body } };
}
