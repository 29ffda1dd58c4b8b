import type { ChatContent } from "../../db/schema";

export type { ChatContent };

/** The template column's value for a reply in a conversation: it is no template, its content says what it is. */
export const CHAT_REPLY = "chat_reply";

/**
 * The Cloud API's limits for interactive messages (developers.facebook.com/docs/whatsapp/guides/interactive-messages):
 * 3 reply buttons of 20 characters, 10 list rows of 24 (descriptions 72), a list button of 20, a body of 1024
 * (4096 for plain text), ids of 200. A longer text is refused by WhatsApp, so it is cut here with an ellipsis.
 */
export const CHAT_LIMITS = { buttons: 3, buttonTitle: 20, rows: 10, rowTitle: 24, rowDescription: 72, listButton: 20, body: 1024, text: 4096, id: 200, caption: 1024 } as const;

/** Cuts a text to at most `max` characters (whole code points), marking the cut. */
export function fit(text: string, max: number): string {
  const points = Array.from(text.trim());
  return points.length <= max ? points.join("") : `${points.slice(0, max - 1).join("").trimEnd()}…`;
}

/** The content within WhatsApp's limits: too many buttons or rows are dropped, long texts cut. */
export function fitChatContent(content: ChatContent): ChatContent {
  switch (content.kind) {
    case "text":
      return { kind: "text", body: fit(content.body, CHAT_LIMITS.text) };
    case "buttons":
      return {
        kind: "buttons",
        body: fit(content.body, CHAT_LIMITS.body),
        buttons: content.buttons.slice(0, CHAT_LIMITS.buttons).map((b) => ({ id: b.id.slice(0, CHAT_LIMITS.id), title: fit(b.title, CHAT_LIMITS.buttonTitle) })),
      };
    case "list":
      return {
        kind: "list",
        body: fit(content.body, CHAT_LIMITS.body),
        button: fit(content.button, CHAT_LIMITS.listButton),
        rows: content.rows.slice(0, CHAT_LIMITS.rows).map((row) => ({
          id: row.id.slice(0, CHAT_LIMITS.id),
          title: fit(row.title, CHAT_LIMITS.rowTitle),
          ...(row.description ? { description: fit(row.description, CHAT_LIMITS.rowDescription) } : {}),
        })),
      };
    case "document":
      return { ...content, caption: fit(content.caption, CHAT_LIMITS.caption) };
  }
}

/** The reply as the recipient reads it (the demo outbox and the staff console): the text, then each choice on a line. */
export function renderChatContent(content: ChatContent): string {
  switch (content.kind) {
    case "text":
      return content.body;
    case "buttons":
      return [content.body, ...content.buttons.map((b) => `[${b.title}]`)].join("\n");
    case "list":
      return [content.body, `[${content.button}]`, ...content.rows.map((row) => `• ${row.title}${row.description ? ` — ${row.description}` : ""}`)].join("\n");
    case "document":
      return `📄 ${content.filename}\n${content.caption}`;
  }
}

/** The Cloud API body for a reply; a document's media id is uploaded first by the transport. */
export function chatRequest(to: string, content: ChatContent, mediaId?: string) {
  const base = { messaging_product: "whatsapp", recipient_type: "individual", to: `91${to}` } as const;
  switch (content.kind) {
    case "text":
      return { ...base, type: "text", text: { preview_url: false, body: content.body } };
    case "buttons":
      return {
        ...base,
        type: "interactive",
        interactive: { type: "button", body: { text: content.body }, action: { buttons: content.buttons.map((b) => ({ type: "reply", reply: { id: b.id, title: b.title } })) } },
      };
    case "list":
      return {
        ...base,
        type: "interactive",
        interactive: {
          type: "list",
          body: { text: content.body },
          action: { button: content.button, sections: [{ title: fit(content.button, 24), rows: content.rows.map((row) => ({ id: row.id, title: row.title, ...(row.description ? { description: row.description } : {}) })) }] },
        },
      };
    case "document":
      return { ...base, type: "document", document: { id: mediaId ?? "", filename: content.filename, caption: content.caption } };
  }
}
