import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { randomPhone } from "../auth/test-support";
import { testDb } from "../../db/test-support/test-db";
import { CHAT_REPLY } from "../messaging/chat-content";
import { chatTranscript } from "./chat-transcript";

const db = testDb();

describe("chatTranscript", () => {
  it("places a message sent in the same second as our last reply after that reply: by when we received it", async () => {
    const phone = randomPhone();
    const replied = new Date("2026-11-26T10:00:00.700Z");
    const reply = (body: string, createdAt: Date) => ({ to: phone, template: CHAT_REPLY, language: "en", params: "{}", provider: "outbox", state: "sent" as const, content: JSON.stringify({ kind: "text", body }), created_at: createdAt });
    const inbound = (text: string, sentAt: Date, receivedAt: Date) => ({ provider_message_id: `wamid.${randomUUID()}`, phone, text, sent_at: sentAt, received_at: receivedAt });
    await db.insertInto("whatsapp_chat_inbound").values(inbound("Hi", new Date("2026-11-26T10:00:00Z"), new Date("2026-11-26T10:00:00.400Z"))).execute();
    await db.insertInto("messages").values(reply("Choose your language", replied)).execute();
    // WhatsApp says it was sent at 10:00:00 (whole seconds): before our reply's 10:00:00.700, though it answers it.
    await db.insertInto("whatsapp_chat_inbound").values(inbound("English", new Date("2026-11-26T10:00:00Z"), new Date("2026-11-26T10:00:00.900Z"))).execute();
    await db.insertInto("messages").values(reply("Menu", new Date("2026-11-26T10:00:01.100Z"))).execute();

    const lines = await chatTranscript(db, phone);
    expect(lines.map((line) => `${line.from}: ${line.text}`)).toEqual(["person: Hi", "nikat: Choose your language", "person: English", "nikat: Menu"]);
  });
});
