import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { receiveWhatsAppWebhook, signatureOf } from "../../core/messaging/receive-whatsapp-webhook";
import type { ChatDeps } from "../../core/whatsapp-chat/handle-chat-messages";
import type { Db } from "../../db/client";

export type WhatsAppWebhookOptions = {
  db: Db;
  /** Meta app secret: signs every POST. Unset → POST answers 404 (the webhook is off). */
  appSecret: string | undefined;
  /** The token entered in Meta's webhook settings. Unset → GET answers 404. */
  verifyToken: string | undefined;
  /** The conversation's parts (decision 0034); without them, messages only answer the consent request. */
  chat?: ChatDeps;
};

export const WHATSAPP_WEBHOOK_PATH = "/webhooks/whatsapp";

/** Meta documents webhook payloads of up to 3 MB. */
const BODY_LIMIT_BYTES = 3 * 1024 * 1024;

/**
 * WhatsApp Cloud API webhook: GET answers Meta's subscription check, POST takes delivery statuses
 * (sent, delivered, read, failed) and moves the matching rows of `messages` forward, and the replies people send
 * us: a family member's YES or STOP to the consent request is recorded on the member (decision 0027), and the
 * conversation answers (decision 0034). The work is receiveWhatsAppWebhook's, which the demo's simulator calls too.
 */
export const whatsAppWebhookRoutes: FastifyPluginAsync<WhatsAppWebhookOptions> = async (app, { db, appSecret, verifyToken, chat }) => {
  // The signature covers the exact bytes Meta sent, so this scope keeps the raw body instead of parsing JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));

  app.get(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (!verifyToken) return reply.status(404).send({ error: "not_found" });
    const query = request.query as Record<string, unknown>;
    const mode = query["hub.mode"];
    const token = query["hub.verify_token"];
    const challenge = query["hub.challenge"];
    if (mode !== "subscribe" || typeof token !== "string" || !sameSecret(token, verifyToken)) {
      return reply.status(403).send({ error: "forbidden" });
    }
    if (typeof challenge !== "string" || !/^[\w.-]{1,256}$/.test(challenge)) {
      return reply.status(400).send({ error: "bad_challenge" });
    }
    return reply.type("text/plain; charset=utf-8").send(challenge);
  });

  app.post(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (!appSecret) return reply.status(404).send({ error: "not_found" });
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers["x-hub-signature-256"];
    const answer = await receiveWhatsAppWebhook({ db, appSecret, ...(chat ? { chat } : {}) }, raw, typeof header === "string" ? header : undefined);
    if (answer.status !== 200) {
      if (answer.status === 401) request.log.warn("whatsapp webhook: missing or bad signature");
      return reply.status(answer.status).send({ error: answer.error });
    }
    // Counts only: recipient ids are phone numbers and stay out of the logs.
    const { statuses, changed, replies, consents, remindersStopped, answered } = answer;
    request.log.info({ statuses, changed, replies, consents, remindersStopped, answered }, "whatsapp webhook");
    return reply.status(200).send({ ok: true });
  });
};

export { signatureOf };

/** Constant-time comparison of two strings of any length (hashing first makes the lengths equal). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
