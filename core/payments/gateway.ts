import type { PaymentState } from "../../db/schema";

export type { PaymentState };

/** What a gateway says about one attempt, already mapped into our states (ARCHITECTURE.md §14). */
export type GatewayStatus = {
  state: PaymentState;
  /** The provider's own state word, kept for staff and logs. */
  providerState: string;
  /** Paise the provider says it took (or was asked for); null when it did not say. */
  amountPaise: number | null;
  providerOrderId: string | null;
  /** The successful payment's transaction id (the spec's transaction_id / PNR). */
  transactionId: string | null;
  errorCode: string | null;
  raw: unknown;
};

export type CreatePaymentInput = {
  merchantOrderId: string;
  amountPaise: number;
  /** Where the gateway sends the browser back (our order page). */
  returnUrl: string;
  expireAfterSeconds: number;
  meta: Record<string, string>;
};

export type CreatedPayment = { providerOrderId: string; redirectUrl: string; expiresAt: Date };

export type WebhookRequest = { headers: Record<string, string | string[] | undefined>; body: string };

/** A webhook only ever names an order; its state is confirmed with the status API before we act. */
export type WebhookCheck = { ok: true; merchantOrderId: string; event: string } | { ok: false; reason: "bad_authorization" | "bad_body" };

export type RefundInput = { merchantRefundId: string; originalMerchantOrderId: string; amountPaise: number };

/**
 * What a gateway says about one refund. `unknown`: it has no refund by that id (the refund call never reached it),
 * so the same call may be made again with the same merchant refund id.
 */
export type GatewayRefundStatus = {
  state: "pending" | "completed" | "failed" | "unknown";
  providerState: string;
  providerRefundId: string | null;
  amountPaise: number | null;
  errorCode: string | null;
  raw: unknown;
};

export interface PaymentGateway {
  readonly name: "sandbox" | "phonepe";
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  getStatus(merchantOrderId: string): Promise<GatewayStatus>;
  verifyWebhook(request: WebhookRequest): WebhookCheck;
  /** Sends a captured payment's money back; the same merchantRefundId twice is one refund. */
  refund(input: RefundInput): Promise<GatewayRefundStatus>;
  getRefundStatus(merchantRefundId: string): Promise<GatewayRefundStatus>;
}

/** A gateway that could not be reached or answered nonsense; the attempt stays as it was. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/**
 * The gateway could not be reached or answered nonsense: its own GatewayError, a fetch that timed out
 * (AbortSignal.timeout's TimeoutError) or failed on the network (fetch's TypeError). Nothing was charged and
 * nothing changed on our side, so callers answer "try again" or leave the attempt for the next check.
 */
export function isGatewayUnavailable(error: unknown): boolean {
  return error instanceof GatewayError || error instanceof TypeError || (error instanceof Error && error.name === "TimeoutError");
}
