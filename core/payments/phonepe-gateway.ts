import { createHash, timingSafeEqual } from "node:crypto";
import { GatewayError, type PaymentGateway, type WebhookCheck, type WebhookRequest } from "./gateway";
import { readPhonePeRefundStatus, UNKNOWN_REFUND } from "./phonepe-refund-status";
import { readPhonePeOrderStatus } from "./phonepe-status";

export type PhonePeOptions = {
  /** Payments API base, e.g. https://api.phonepe.com/apis/pg (production) or https://api-preprod.phonepe.com/apis/pg-sandbox. */
  baseUrl: string;
  /** OAuth base, e.g. https://api.phonepe.com/apis/identity-manager (production); the sandbox uses the payments base. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /** The username and password entered with the webhook in PhonePe's dashboard. */
  webhookUsername: string;
  webhookPassword: string;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
};

/** A token is renewed this long before PhonePe says it expires, so no call goes out with a dying token. */
const REFRESH_MARGIN_MS = 120_000;

/** PhonePe Standard Checkout v2 (ARCHITECTURE.md §14). */
export function phonePeGateway(options: PhonePeOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;
  let token: { value: string; expiresAtMs: number } | undefined;
  let pending: Promise<string> | undefined;
  const expectedAuthorization = createHash("sha256").update(`${options.webhookUsername}:${options.webhookPassword}`).digest();

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      client_id: options.clientId,
      client_version: options.clientVersion,
      client_secret: options.clientSecret,
      grant_type: "client_credentials",
    });
    const response = await doFetch(`${options.authUrl}/v1/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new GatewayError(`PhonePe token: HTTP ${response.status}`, response.status);
    const json = (await response.json()) as { access_token?: unknown; expires_at?: unknown };
    if (typeof json.access_token !== "string" || json.access_token === "") throw new GatewayError("PhonePe token: no access_token");
    // expires_at is in epoch seconds; without it, assume a short life rather than forever.
    const expiresAtMs = typeof json.expires_at === "number" ? json.expires_at * 1000 : now().getTime() + 5 * 60_000;
    token = { value: json.access_token, expiresAtMs };
    return json.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAtMs - REFRESH_MARGIN_MS > now().getTime()) return token.value;
    // Concurrent callers share one token request.
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function call(path: string, init: { method: "GET" | "POST"; body?: unknown }): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const response = await doFetch(`${options.baseUrl}${path}`, {
        method: init.method,
        headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `O-Bearer ${await accessToken()}` },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 401 && attempt === 0) {
        // The token was revoked or expired early: fetch a new one, once.
        token = undefined;
        continue;
      }
      if (!response.ok) throw new GatewayError(`PhonePe ${init.method} ${path.split("/").slice(0, 4).join("/")}: HTTP ${response.status}`, response.status);
      return response.json();
    }
  }

  return {
    name: "phonepe",
    async createPayment(input) {
      const json = (await call("/checkout/v2/pay", {
        method: "POST",
        body: {
          merchantOrderId: input.merchantOrderId,
          amount: input.amountPaise,
          expireAfter: input.expireAfterSeconds,
          metaInfo: input.meta,
          paymentFlow: { type: "PG_CHECKOUT", merchantUrls: { redirectUrl: input.returnUrl } },
        },
      })) as { orderId?: unknown; redirectUrl?: unknown; expireAt?: unknown };
      if (typeof json.orderId !== "string" || typeof json.redirectUrl !== "string" || !json.redirectUrl.startsWith("https://")) {
        throw new GatewayError("PhonePe pay: answer without orderId or an https redirectUrl");
      }
      const expiresAt = typeof json.expireAt === "number" ? new Date(json.expireAt) : new Date(now().getTime() + input.expireAfterSeconds * 1000);
      return { providerOrderId: json.orderId, redirectUrl: json.redirectUrl, expiresAt };
    },
    async getStatus(merchantOrderId) {
      const json = await call(`/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status`, { method: "GET" });
      return readPhonePeOrderStatus(json, now());
    },
    async refund(input) {
      const json = await call("/payments/v2/refund", {
        method: "POST",
        body: { merchantRefundId: input.merchantRefundId, originalMerchantOrderId: input.originalMerchantOrderId, amount: input.amountPaise },
      });
      return readPhonePeRefundStatus(json);
    },
    async getRefundStatus(merchantRefundId) {
      try {
        return readPhonePeRefundStatus(await call(`/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`, { method: "GET" }));
      } catch (error) {
        // No refund by that id: the refund call never reached PhonePe, so it may be made again with the same id.
        if (error instanceof GatewayError && error.httpStatus === 404) return UNKNOWN_REFUND;
        throw error;
      }
    },
    verifyWebhook(request: WebhookRequest): WebhookCheck {
      const header = request.headers.authorization;
      const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? "";
      if (!/^[0-9a-f]{64}$/i.test(value) || !timingSafeEqual(Buffer.from(value.toLowerCase(), "hex"), expectedAuthorization)) {
        return { ok: false, reason: "bad_authorization" };
      }
      return webhookOrderOf(request.body);
    },
  };
}

/** `{event, payload: {merchantOrderId, state, …}}`: only the order id and event are taken; the state is asked again. */
export function webhookOrderOf(body: string): WebhookCheck {
  try {
    const json = JSON.parse(body) as { event?: unknown; payload?: { merchantOrderId?: unknown } };
    const id = json.payload?.merchantOrderId;
    if (typeof id !== "string" || !/^[A-Za-z0-9_-]{1,63}$/.test(id)) return { ok: false, reason: "bad_body" };
    return { ok: true, merchantOrderId: id, event: typeof json.event === "string" ? json.event : "" };
  } catch {
    return { ok: false, reason: "bad_body" };
  }
}

export function phonePeWebhookAuthorization(username: string, password: string): string {
  return createHash("sha256").update(`${username}:${password}`).digest("hex");
}
