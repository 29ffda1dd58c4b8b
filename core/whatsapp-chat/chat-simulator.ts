import { randomUUID } from "node:crypto";
import { receiveWhatsAppWebhook, signatureOf, type WebhookAnswer, type WhatsAppWebhookDeps } from "../messaging/receive-whatsapp-webhook";

/** What the demo's chat simulator sends: what a person can do in WhatsApp here. */
export type SimulatedMessage =
  | { type: "text"; body: string }
  | { type: "button"; id: string; title: string }
  | { type: "list"; id: string; title: string }
  | { type: "image"; mediaId: string; mime: string }
  | { type: "location"; lat: number; lon: number };

/**
 * A webhook body as Meta sends one for a message from `from` (a 10-digit Indian mobile): one entry, one change,
 * the sender's profile and the message with a fresh wamid and the time in seconds. Tests build their payloads here too.
 */
export function metaMessagePayload(from: string, message: SimulatedMessage, at: Date, id = `wamid.${randomUUID()}`): string {
  const base = { from: `91${from}`, id, timestamp: String(Math.floor(at.getTime() / 1000)) };
  const body = (() => {
    switch (message.type) {
      case "text":
        return { ...base, type: "text", text: { body: message.body } };
      case "button":
        return { ...base, type: "interactive", interactive: { type: "button_reply", button_reply: { id: message.id, title: message.title } } };
      case "list":
        return { ...base, type: "interactive", interactive: { type: "list_reply", list_reply: { id: message.id, title: message.title } } };
      case "image":
        return { ...base, type: "image", image: { id: message.mediaId, mime_type: message.mime, sha256: "" } };
      case "location":
        return { ...base, type: "location", location: { latitude: message.lat, longitude: message.lon } };
    }
  })();
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "0",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "910000000000", phone_number_id: "0" },
              contacts: [{ profile: { name: "" }, wa_id: `91${from}` }],
              messages: [body],
            },
          },
        ],
      },
    ],
  });
}

/** Demo mode: the message signed with the webhook's secret and handed to the webhook's own function. */
export async function simulateWhatsAppMessage(deps: WhatsAppWebhookDeps, from: string, message: SimulatedMessage, now = new Date()): Promise<WebhookAnswer> {
  const raw = Buffer.from(metaMessagePayload(from, message, now));
  return receiveWhatsAppWebhook(deps, raw, signatureOf(raw, deps.appSecret), now);
}
