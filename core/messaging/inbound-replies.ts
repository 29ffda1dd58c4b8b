import { parseIndianMobile } from "../phone/indian-mobile";

/** One message a person sent us on WhatsApp, as much of it as we read: who, when, which message, and its words. */
export type InboundReply = {
  /** WhatsApp's id of the message (wamid…): the same message delivered twice has the same id. */
  id: string;
  /** The sender's 10-digit Indian mobile number; messages from other numbers are left out. */
  from: string;
  /** When WhatsApp says it was sent. */
  at: Date;
  /** What they wrote, or the button they pressed (its payload, else its title). */
  text: string;
};

/**
 * The incoming messages in a WhatsApp Cloud API webhook payload (`entry[].changes[].value.messages[]`): typed text,
 * a template's quick-reply button, or an interactive button reply. Anything else (statuses, images, locations, a
 * number that is not an Indian mobile, a message without an id or a time) is left out.
 */
export function inboundRepliesOf(payload: unknown, now: Date): InboundReply[] {
  const replies: InboundReply[] = [];
  for (const entry of arrayOf(recordOf(payload)?.entry)) {
    for (const change of arrayOf(recordOf(entry)?.changes)) {
      for (const message of arrayOf(recordOf(recordOf(change)?.value)?.messages)) {
        const reply = replyOf(recordOf(message), now);
        if (reply) replies.push(reply);
      }
    }
  }
  return replies;
}

function replyOf(message: Record<string, unknown> | undefined, now: Date): InboundReply | null {
  if (!message || typeof message.id !== "string" || message.id.length === 0 || message.id.length > 200) return null;
  const from = typeof message.from === "string" ? parseIndianMobile(`+${message.from.replace(/^\+/, "")}`) : null;
  if (!from) return null;
  const text = textOf(message);
  if (text === null) return null;
  // WhatsApp gives seconds since 1970 as a string; a missing or odd one is the time we received it.
  const seconds = typeof message.timestamp === "string" && /^\d{1,12}$/.test(message.timestamp) ? Number(message.timestamp) : null;
  const at = seconds === null ? now : new Date(seconds * 1000);
  return { id: message.id, from, at: at.getTime() > now.getTime() ? now : at, text: text.slice(0, 200) };
}

function textOf(message: Record<string, unknown>): string | null {
  const string = (value: unknown) => (typeof value === "string" ? value : null);
  switch (message.type) {
    case "text":
      return string(recordOf(message.text)?.body);
    case "button": {
      const button = recordOf(message.button);
      return string(button?.payload) ?? string(button?.text);
    }
    case "interactive": {
      const reply = recordOf(recordOf(message.interactive)?.button_reply);
      return string(reply?.id) ?? string(reply?.title);
    }
    default:
      return null;
  }
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
