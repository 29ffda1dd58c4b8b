import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client";
import { applyConsentReplies } from "../family/apply-consent-replies";
import { applyReminderStops } from "../reminders/reminder-stops";
import { handleChatMessages, type ChatDeps } from "../whatsapp-chat/handle-chat-messages";
import { chatMessagesOf } from "../whatsapp-chat/inbound-chat-messages";
import { applyDeliveryStatuses, deliveryStatusesOf } from "./apply-delivery-status";
import { inboundRepliesOf } from "./inbound-replies";

export type WhatsAppWebhookDeps = {
  db: Db;
  /** Meta app secret: signs every POST. */
  appSecret: string;
  /** The conversation (decision 0034); without it, messages only answer the consent request (decision 0027). */
  chat?: ChatDeps;
};

export type WebhookAnswer =
  | { status: 200; statuses: number; changed: number; replies: number; consents: number; remindersStopped: number; answered: number }
  | { status: 401; error: "bad_signature" }
  | { status: 400; error: "bad_json" };

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/**
 * One POST of the WhatsApp Cloud API webhook, by the exact bytes Meta signed: delivery statuses move `messages`
 * forward, a family member's YES or STOP is recorded (decision 0027), and the conversation answers each message
 * (decision 0034). Each is done once per WhatsApp id, so a delivery repeated after a failure changes nothing twice.
 * The demo's chat simulator signs its payloads and calls this same function.
 */
export async function receiveWhatsAppWebhook(deps: WhatsAppWebhookDeps, raw: Buffer, signature: string | undefined, now = new Date()): Promise<WebhookAnswer> {
  if (typeof signature !== "string" || !validSignature(raw, signature, deps.appSecret)) return { status: 401, error: "bad_signature" };
  let payload: unknown;
  try {
    payload = JSON.parse(raw.toString("utf8"));
  } catch {
    return { status: 400, error: "bad_json" };
  }
  const statuses = deliveryStatusesOf(payload);
  // Indexed single-row updates are quick enough to do before answering; if the database is down,
  // a 500 makes Meta deliver the same statuses again later, and applying them twice is harmless.
  const changed = statuses.length > 0 ? await applyDeliveryStatuses(deps.db, statuses) : 0;
  // The same holds for replies: each is recorded once per message id, so a repeated delivery changes nothing.
  const replies = inboundRepliesOf(payload, now);
  const consents = replies.length > 0 ? await applyConsentReplies(deps.db, replies) : 0;
  // A STOP from an account's own number stops its reminders (decision 0036).
  const remindersStopped = replies.length > 0 ? await applyReminderStops(deps.db, replies) : 0;
  const messages = deps.chat ? chatMessagesOf(payload, now) : [];
  const answered = deps.chat && messages.length > 0 ? await handleChatMessages(deps.chat, messages) : 0;
  return { status: 200, statuses: statuses.length, changed, replies: replies.length, consents, remindersStopped, answered };
}

/** The X-Hub-Signature-256 header Meta sends for these bytes. */
export function signatureOf(raw: Buffer, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(raw).digest("hex")}`;
}

function validSignature(raw: Buffer, header: string, appSecret: string): boolean {
  const match = SIGNATURE.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac("sha256", appSecret).update(raw).digest();
  return timingSafeEqual(Buffer.from(match[1], "hex"), expected);
}
