import type { Kysely } from "kysely";
import { CHAT_REPLY } from "../core/messaging/chat-content";
import type { Database } from "../db/schema";

/** A demo number that asked for a person on WhatsApp: the staff console (/staff/chats) shows it at once. */
export const DEMO_CHAT_PHONE = "9830098302";

/**
 * Issue #29: one conversation handed to staff, with what was said before, so /staff/chats is not empty in the demo.
 * Loaded once: a number that already has a conversation is left as it is.
 */
export async function loadDemoWhatsAppChat(tx: Kysely<Database>, now = new Date()): Promise<boolean> {
  const existing = await tx.selectFrom("whatsapp_chats").select("phone").where("phone", "=", DEMO_CHAT_PHONE).executeTakeFirst();
  if (existing) return false;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const inbound = [
    { text: "Hi", at: at(6) },
    { text: "বাংলা", at: at(5) },
    { text: "কারও সঙ্গে কথা বলুন", at: at(4) },
    { text: "আমার মায়ের সুগার পরীক্ষা খালি পেটে করতে হবে কি?", at: at(3) },
  ];
  await tx
    .insertInto("whatsapp_chat_inbound")
    .values(inbound.map((line, i) => ({ provider_message_id: `wamid.demo-chat-${i}`, phone: DEMO_CHAT_PHONE, text: line.text, sent_at: line.at, received_at: line.at })))
    .onConflict((oc) => oc.column("provider_message_id").doNothing())
    .execute();
  const reply = (body: string) => ({ to: DEMO_CHAT_PHONE, template: CHAT_REPLY, language: "bn", params: "{}", provider: "outbox", state: "sent" as const, content: JSON.stringify({ kind: "text", body }), created_at: at(4) });
  await tx.insertInto("messages").values([reply("আমাদের টিমের একজন যত তাড়াতাড়ি সম্ভব এখানে উত্তর দেবেন।")]).execute();
  await tx
    .insertInto("whatsapp_chats")
    .values({ phone: DEMO_CHAT_PHONE, language: "bn", step: "staff", draft: "{}", last_inbound_at: at(3), handed_over_at: at(4) })
    .execute();
  return true;
}
