import { parseIndianMobile } from "../phone/indian-mobile";

/** One message a person sent in a conversation, as the chat reads it. */
export type ChatInbound = {
  /** WhatsApp's id (wamid…): the same message delivered twice has the same id. */
  id: string;
  /** The sender's 10-digit Indian mobile number. */
  from: string;
  /** When WhatsApp says it was sent (never later than when it arrived). */
  at: Date;
  kind: "text" | "choice" | "image" | "location" | "other";
  /** What staff read: the words, the title of the tapped button or row, or a mark for a photo or pin. */
  text: string;
  /** The id of the tapped button or list row (ours, from the reply we sent). */
  choice?: string;
  /** A photo: WhatsApp's media id, fetched through the media API. */
  media?: { id: string; mime: string };
  location?: { lat: number; lon: number; address?: string };
};

/**
 * The messages in a WhatsApp Cloud API webhook payload (`entry[].changes[].value.messages[]`) that a conversation
 * answers: typed text, a template's quick reply, an interactive button or list reply, a photo, a location pin; any
 * other type is kept as "other" (the chat answers it with what it can read). Senders that are not Indian mobiles,
 * and messages without an id, are left out.
 */
export function chatMessagesOf(payload: unknown, now: Date): ChatInbound[] {
  const found: ChatInbound[] = [];
  for (const entry of arrayOf(recordOf(payload)?.entry)) {
    for (const change of arrayOf(recordOf(entry)?.changes)) {
      for (const message of arrayOf(recordOf(recordOf(change)?.value)?.messages)) {
        const read = messageOf(recordOf(message), now);
        if (read) found.push(read);
      }
    }
  }
  return found;
}

function messageOf(message: Record<string, unknown> | undefined, now: Date): ChatInbound | null {
  if (!message || typeof message.id !== "string" || message.id.length === 0 || message.id.length > 200) return null;
  const from = typeof message.from === "string" ? parseIndianMobile(`+${message.from.replace(/^\+/, "")}`) : null;
  if (!from) return null;
  const seconds = typeof message.timestamp === "string" && /^\d{1,12}$/.test(message.timestamp) ? Number(message.timestamp) : null;
  const sent = seconds === null ? now : new Date(seconds * 1000);
  const at = sent.getTime() > now.getTime() ? now : sent;
  return { id: message.id, from, at, ...contentOf(message) };
}

function contentOf(message: Record<string, unknown>): Pick<ChatInbound, "kind" | "text" | "choice" | "media" | "location"> {
  switch (message.type) {
    case "text":
      return { kind: "text", text: clip(stringOf(recordOf(message.text)?.body) ?? "") };
    case "button": {
      const button = recordOf(message.button);
      const text = stringOf(button?.text) ?? stringOf(button?.payload) ?? "";
      return { kind: "text", text: clip(stringOf(button?.payload) ?? text) };
    }
    case "interactive": {
      const interactive = recordOf(message.interactive);
      const reply = recordOf(interactive?.button_reply) ?? recordOf(interactive?.list_reply);
      const id = stringOf(reply?.id);
      if (!id) return { kind: "other", text: "[?]" };
      return { kind: "choice", choice: id.slice(0, 200), text: clip(stringOf(reply?.title) ?? id) };
    }
    case "image": {
      const image = recordOf(message.image);
      const id = stringOf(image?.id);
      if (!id) return { kind: "other", text: "[photo]" };
      const caption = stringOf(image?.caption);
      return { kind: "image", media: { id, mime: stringOf(image?.mime_type) ?? "" }, text: clip(caption ? `[photo] ${caption}` : "[photo]") };
    }
    case "location": {
      const pin = recordOf(message.location);
      const lat = numberOf(pin?.latitude);
      const lon = numberOf(pin?.longitude);
      if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return { kind: "other", text: "[location]" };
      const address = [stringOf(pin?.name), stringOf(pin?.address)].filter(Boolean).join(", ").slice(0, 300) || undefined;
      return { kind: "location", location: { lat, lon, ...(address ? { address } : {}) }, text: clip(`[location] ${address ?? `${lat}, ${lon}`}`) };
    }
    default:
      return { kind: "other", text: `[${typeof message.type === "string" ? message.type.slice(0, 20) : "?"}]` };
  }
}

const clip = (text: string) => text.slice(0, 1000);
const stringOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
const numberOf = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : typeof value === "string" && value !== "" && Number.isFinite(Number(value)) ? Number(value) : null);

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
