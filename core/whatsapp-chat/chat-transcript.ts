import type { Db } from "../../db/client";
import { renderChatContent, type ChatContent } from "../messaging/chat-content";

export type ChatLine = { from: "person" | "nikat"; text: string; at: Date; content: ChatContent | null };

/** The last lines of a number's conversation, both sides, oldest first: what the person sent and the replies. */
export async function chatTranscript(db: Db, phone: string, limit = 20): Promise<ChatLine[]> {
  const [inbound, outbound] = await Promise.all([
    db.selectFrom("whatsapp_chat_inbound").select(["text", "received_at"]).where("phone", "=", phone).orderBy("received_at", "desc").limit(limit).execute(),
    db.selectFrom("messages").select(["content", "created_at"]).where("to", "=", phone).where("content", "is not", null).orderBy("id", "desc").limit(limit).execute(),
  ]);
  // Both read newest first; put back in the order they were written, then merge by time (a turn's replies share
  // their transaction's time, so the sort must keep their own order: Array.prototype.sort is stable). A message is
  // placed by when we received it, on our clock like the replies: WhatsApp's own send time is in whole seconds, so
  // a message sent in the second of our last reply sorted before it.
  return [
    ...inbound.reverse().map((row) => ({ from: "person" as const, text: row.text, at: row.received_at, content: null })),
    ...outbound.reverse().map((row) => ({ from: "nikat" as const, text: row.content ? renderChatContent(row.content) : "", at: row.created_at, content: row.content })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .slice(-limit);
}
