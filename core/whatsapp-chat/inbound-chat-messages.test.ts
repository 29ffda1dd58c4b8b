import { describe, expect, it } from "vitest";
import { chatMessagesOf } from "./inbound-chat-messages";

const now = new Date("2026-11-26T10:00:00Z");
const payload = (messages: unknown[]) => ({ entry: [{ changes: [{ value: { messages } }] }] });
const base = { from: "919830098300", id: "wamid.1", timestamp: "1795600000" };

describe("the messages a conversation reads from a webhook payload", () => {
  it("reads text, button and list replies, photos and location pins", () => {
    const read = chatMessagesOf(
      payload([
        { ...base, type: "text", text: { body: "Hi" } },
        { ...base, id: "wamid.2", type: "interactive", interactive: { type: "button_reply", button_reply: { id: "lang:bn", title: "বাংলা" } } },
        { ...base, id: "wamid.3", type: "interactive", interactive: { type: "list_reply", list_reply: { id: "menu:book", title: "Book a test" } } },
        { ...base, id: "wamid.4", type: "image", image: { id: "media-9", mime_type: "image/jpeg" } },
        { ...base, id: "wamid.5", type: "location", location: { latitude: 22.57, longitude: 88.36, name: "Home" } },
        { ...base, id: "wamid.6", type: "sticker", sticker: { id: "s" } },
      ]),
      now,
    );
    expect(read.map(({ kind, choice, media, location, text }) => ({ kind, choice, media, location, text }))).toEqual([
      { kind: "text", choice: undefined, media: undefined, location: undefined, text: "Hi" },
      { kind: "choice", choice: "lang:bn", media: undefined, location: undefined, text: "বাংলা" },
      { kind: "choice", choice: "menu:book", media: undefined, location: undefined, text: "Book a test" },
      { kind: "image", choice: undefined, media: { id: "media-9", mime: "image/jpeg" }, location: undefined, text: "[photo]" },
      { kind: "location", choice: undefined, media: undefined, location: { lat: 22.57, lon: 88.36, address: "Home" }, text: "[location] Home" },
      { kind: "other", choice: undefined, media: undefined, location: undefined, text: "[sticker]" },
    ]);
    expect(read[0]).toMatchObject({ from: "9830098300", id: "wamid.1" });
  });

  it("leaves out other countries' numbers and messages without an id; a time in the future is now", () => {
    const read = chatMessagesOf(
      payload([
        { ...base, from: "14155550100", type: "text", text: { body: "Hi" } },
        { from: "919830098300", type: "text", text: { body: "Hi" } },
        { ...base, id: "wamid.7", timestamp: "9999999999", type: "text", text: { body: "later" } },
      ]),
      now,
    );
    expect(read).toHaveLength(1);
    expect(read[0]?.at).toEqual(now);
  });
});
