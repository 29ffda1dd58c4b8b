import type { Db } from "../../db/client";
import { formAlreadyDone, writeAudit } from "../audit/write-audit";
import { CHAT_REPLY, fit, CHAT_LIMITS, type ChatContent } from "../messaging/chat-content";
import { chatTranscript, type ChatLine } from "./chat-transcript";
import type { MessageQueue } from "../messaging/message-queue";
import type { Messenger } from "../messaging/messenger";
import { SERVICE_WINDOW_MS } from "./chat-state";
import type { ChatTexts } from "./chat-texts";
import { mainMenu } from "./chat-menus";

export type OpenChat = { phone: string; handedOverAt: Date; lastInboundAt: Date | null; windowOpen: boolean; lines: Omit<ChatLine, "content">[] };

/**
 * The conversations handed to staff ("Talk to a person"), oldest first, each with its last 20 lines, both sides.
 * Reading them is a staff read of what patients wrote (health data, often): one audit row per conversation shown.
 */
export async function listOpenChats(db: Db, input: { staffId: number; now?: Date }): Promise<OpenChat[]> {
  const now = input.now ?? new Date();
  const chats = await db
    .selectFrom("whatsapp_chats")
    .select(["phone", "handed_over_at", "last_inbound_at"])
    .where("handed_over_at", "is not", null)
    .orderBy("handed_over_at")
    .limit(50)
    .execute();
  const open: OpenChat[] = [];
  for (const chat of chats) {
    const lines = (await chatTranscript(db, chat.phone)).map(({ from, text, at }) => ({ from, text, at }));
    await writeAudit(db, { actorId: input.staffId, actor: "admin", action: "whatsapp_chat.read", entity: "whatsapp_chat", entityId: chat.phone, at: now });
    const handedOverAt = chat.handed_over_at ?? now;
    open.push({ phone: chat.phone, handedOverAt, lastInboundAt: chat.last_inbound_at, windowOpen: windowOpen(chat.last_inbound_at, now), lines });
  }
  return open;
}

export type StaffChatDeps = { db: Db; messenger: Pick<Messenger, "store">; messageQueue: MessageQueue; texts: ChatTexts };

/**
 * Staff's reply in a handed-over conversation: a plain text, only while WhatsApp's 24-hour window is open (after
 * it, WhatsApp refuses anything but a template). "closed": the conversation is not with staff; "window": too late.
 */
export async function replyInChat(deps: StaffChatDeps, input: { staffId: number; phone: string; text: string; formKey?: string; now?: Date }): Promise<"sent" | "closed" | "window"> {
  const now = input.now ?? new Date();
  const stored = await deps.db.transaction().execute(async (tx) => {
    // The same form posted twice (a double tap, a resend after a timeout) sends the reply once.
    if (await formAlreadyDone(tx, { entity: "whatsapp_chat", entityId: input.phone }, input.formKey)) return "repeated" as const;
    const chat = await tx.selectFrom("whatsapp_chats").select(["language", "handed_over_at", "last_inbound_at"]).where("phone", "=", input.phone).forUpdate().executeTakeFirst();
    if (!chat?.handed_over_at) return "closed" as const;
    if (!windowOpen(chat.last_inbound_at, now)) return "window" as const;
    const id = await deps.messenger.store({ to: input.phone, template: CHAT_REPLY, language: chat.language ?? "en", params: {}, content: { kind: "text", body: fit(input.text, CHAT_LIMITS.text) } }, tx);
    await writeAudit(tx, { actorId: input.staffId, actor: "admin", action: "whatsapp_chat.reply", entity: "whatsapp_chat", entityId: input.phone, after: { messageId: id }, formKey: input.formKey, at: now });
    return id;
  });
  if (stored === "repeated") return "sent";
  if (typeof stored !== "number") return stored;
  await deps.messageQueue.enqueue(stored);
  return "sent";
}

/** Staff give the conversation back to the bot: it says so (while the window is open) and answers again from the menu. */
export async function closeChat(deps: StaffChatDeps, input: { staffId: number; phone: string; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  const ids = await deps.db.transaction().execute(async (tx) => {
    const chat = await tx
      .updateTable("whatsapp_chats")
      .set({ handed_over_at: null, step: "menu", draft: JSON.stringify({}), updated_at: now })
      .where("phone", "=", input.phone)
      .where("handed_over_at", "is not", null)
      .returning(["language", "last_inbound_at"])
      .executeTakeFirst();
    if (!chat) return null;
    await writeAudit(tx, { actorId: input.staffId, actor: "admin", action: "whatsapp_chat.close", entity: "whatsapp_chat", entityId: input.phone, at: now });
    if (!windowOpen(chat.last_inbound_at, now)) return [];
    const language = chat.language ?? "en";
    const store = (content: ChatContent) =>
      deps.messenger.store({ to: input.phone, template: CHAT_REPLY, language, params: {}, content }, tx);
    return [await store({ kind: "text", body: deps.texts(language, "person.closed") }), await store(mainMenu(deps.texts, language))];
  });
  if (ids === null) return false;
  for (const id of ids) await deps.messageQueue.enqueue(id);
  return true;
}

function windowOpen(lastInboundAt: Date | null, now: Date): boolean {
  return lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() <= SERVICE_WINDOW_MS;
}
