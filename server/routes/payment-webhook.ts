import type { FastifyPluginAsync } from "fastify";
import { acceptPaymentWebhook } from "../../core/payments/accept-payment-webhook";
import type { PaymentDeps } from "../../core/payments/payment-deps";

export const PAYMENT_WEBHOOK_PATH = "/webhooks/payments";

/** PhonePe's callbacks are small JSON bodies. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The payment gateway's server-to-server callback (the URL entered in PhonePe's dashboard). The gateway checks the
 * Authorization header; the body only names an order, whose state is then asked from the gateway's status API.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{ payments: PaymentDeps }> = async (app, { payments }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));

  app.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    const body = typeof request.body === "string" ? request.body : "";
    const answer = await acceptPaymentWebhook(payments, { headers: request.headers, body });
    if (answer.status !== 200) request.log.warn({ status: answer.status, error: answer.body.error }, "payment webhook refused");
    return reply.status(answer.status).send(answer.body);
  });
};
