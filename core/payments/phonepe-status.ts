import type { GatewayStatus, PaymentState } from "./gateway";

/** PhonePe's order states; anything else (a new word, a typo, nothing) is pending, never success. */
export function mapPhonePeState(providerState: unknown, expireAtMs: number | null, now: Date): PaymentState {
  if (providerState === "COMPLETED") return "completed";
  if (providerState === "FAILED") return "failed";
  if (expireAtMs !== null && now.getTime() > expireAtMs) return "expired";
  return "pending";
}

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const wholeNumber = (value: unknown): number | null => (typeof value === "number" && Number.isInteger(value) ? value : null);

/**
 * Reads `GET /checkout/v2/order/{merchantOrderId}/status` (PhonePe Standard Checkout v2): state, amount,
 * errorCode, expireAt and paymentDetails[] (transactionId, state). The transaction of a completed order is the
 * completed payment detail, else the newest one.
 */
export function readPhonePeOrderStatus(body: unknown, now: Date): GatewayStatus {
  const root = record(body);
  const details = Array.isArray(root.paymentDetails) ? root.paymentDetails.map(record) : [];
  const paid = details.find((detail) => detail.state === "COMPLETED") ?? details.at(-1);
  const providerState = typeof root.state === "string" ? root.state : "UNKNOWN";
  return {
    state: mapPhonePeState(root.state, wholeNumber(root.expireAt), now),
    providerState,
    amountPaise: wholeNumber(root.amount),
    providerOrderId: text(root.orderId),
    transactionId: text(paid?.transactionId),
    errorCode: text(root.errorCode) ?? text(paid?.errorCode),
    raw: body,
  };
}
