import type { WebhookRequest } from "./gateway";
import type { PaymentDeps } from "./payment-deps";
import { refreshPaymentStatus } from "./refresh-payment-status";

export type WebhookAnswer = { status: 200 | 400 | 401; body: { ok: boolean; error?: string } };

/**
 * A gateway's server-to-server callback. The Authorization header must match; even then the body only names an
 * order, whose state we ask the gateway's status API for (a forged or replayed body changes nothing).
 * Duplicates are normal and answered 200.
 */
export async function acceptPaymentWebhook(deps: PaymentDeps, request: WebhookRequest, now = new Date()): Promise<WebhookAnswer> {
  const check = deps.gateway.verifyWebhook(request);
  if (!check.ok) return { status: check.reason === "bad_authorization" ? 401 : 400, body: { ok: false, error: check.reason } };
  const attempt = await deps.db.selectFrom("payments").select("id").where("merchant_order_id", "=", check.merchantOrderId).executeTakeFirst();
  // An order we never made: nothing to do, and nothing for the sender to retry.
  if (!attempt) return { status: 200, body: { ok: true } };
  await refreshPaymentStatus(deps, { attemptId: attempt.id, force: true, actor: "gateway-webhook", now });
  return { status: 200, body: { ok: true } };
}
