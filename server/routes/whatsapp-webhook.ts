import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { applyConsentReplies } from "../../core/family/apply-consent-replies";
import { applyDeliveryStatuses, deliveryStatusesOf } from "../../core/messaging/apply-delivery-status";
import { inboundRepliesOf } from "../../core/messaging/inbound-replies";
import { applyReminderStops } from "../../core/reminders/reminder-stops";
import type { Db } from "../../db/client";

export type WhatsAppWebhookOptions = {
  db: Db;
  /** Meta app secret: signs every POST. Unset → POST answers 404 (the webhook is off). */
  appSecret: string | undefined;
  /** The token entered in Meta's webhook settings. Unset → GET answers 404. */
  verifyToken: string | undefined;
};

export const WHATSAPP_WEBHOOK_PATH = "/webhooks/whatsapp";

/** Meta documents webhook payloads of up to 3 MB. */
const BODY_LIMIT_BYTES = 3 * 1024 * 1024;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/**
 * WhatsApp Cloud API webhook: GET answers Meta's subscription check, POST takes delivery statuses
 * (sent, delivered, read, failed) and moves the matching rows of `messages` forward, and the replies people send
 * us: a family member's YES or STOP to the consent request is recorded on the member (decision 0027).
 */
export const whatsAppWebhookRoutes: FastifyPluginAsync<WhatsAppWebhookOptions> = async (app, { db, appSecret, verifyToken }) => {
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
    if (typeof header !== "string" || !validSignature(raw, header, appSecret)) {
      request.log.warn("whatsapp webhook: missing or bad signature");
      return reply.status(401).send({ error: "bad_signature" });
    }

    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString("utf8"));
    } catch {
      return reply.status(400).send({ error: "bad_json" });
    }
    const statuses = deliveryStatusesOf(payload);
    // Indexed single-row updates are quick enough to do before answering; if the database is down,
    // a 500 makes Meta deliver the same statuses again later, and applying them twice is harmless.
    const changed = statuses.length > 0 ? await applyDeliveryStatuses(db, statuses) : 0;
    // The same holds for replies: each is recorded once per message id, so a repeated delivery changes nothing.
    const replies = inboundRepliesOf(payload, new Date());
    const consents = replies.length > 0 ? await applyConsentReplies(db, replies) : 0;
    // A STOP from an account's own number stops its reminders (decision 0036).
    const remindersStopped = replies.length > 0 ? await applyReminderStops(db, replies) : 0;
    // Counts only: recipient ids are phone numbers and stay out of the logs.
    request.log.info({ statuses: statuses.length, changed, replies: replies.length, consents, remindersStopped }, "whatsapp webhook");
    return reply.status(200).send({ ok: true });
  });
};

export function signatureOf(raw: Buffer, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(raw).digest("hex")}`;
}

function validSignature(raw: Buffer, header: string, appSecret: string): boolean {
  const match = SIGNATURE.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac("sha256", appSecret).update(raw).digest();
  return timingSafeEqual(Buffer.from(match[1], "hex"), expected);
}

/** Constant-time comparison of two strings of any length (hashing first makes the lengths equal). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
