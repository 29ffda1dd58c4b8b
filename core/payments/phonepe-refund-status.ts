import type { GatewayRefundStatus } from "./gateway";

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const wholeNumber = (value: unknown): number | null => (typeof value === "number" && Number.isInteger(value) ? value : null);

/**
 * Reads PhonePe's refund answer (`POST /payments/v2/refund`: refundId, amount, state PENDING) and refund status
 * (`GET /payments/v2/refund/{merchantRefundId}/status`: also errorCode). Any state word but COMPLETED and FAILED is
 * pending: a refund is never taken as made on a guess.
 */
export function readPhonePeRefundStatus(body: unknown): GatewayRefundStatus {
  const root = record(body);
  const providerState = typeof root.state === "string" ? root.state : "UNKNOWN";
  return {
    state: providerState === "COMPLETED" ? "completed" : providerState === "FAILED" ? "failed" : "pending",
    providerState,
    providerRefundId: text(root.refundId),
    amountPaise: wholeNumber(root.amount),
    errorCode: text(root.errorCode),
    raw: body,
  };
}

/** The status answer for a refund id the gateway does not know. */
export const UNKNOWN_REFUND: GatewayRefundStatus = { state: "unknown", providerState: "NOT_FOUND", providerRefundId: null, amountPaise: null, errorCode: null, raw: null };
