import { sql } from "kysely";
import type { Db } from "../../db/client";
import { reportFailure, type FailureLog } from "../errors/report-failure";
import { CHAT_REPLY } from "../messaging/chat-content";
import type { MessageQueue } from "../messaging/message-queue";
import type { Messenger } from "../messaging/messenger";
import { chatStateAt } from "./chat-state";
import { converse, type ConverseDeps, type Turn } from "./converse";
import type { ChatInbound } from "./inbound-chat-messages";

export type ChatDeps = Omit<ConverseDeps, "db"> & {
  db: Db;
  messenger: Pick<Messenger, "store">;
  messageQueue: MessageQueue;
  log?: FailureLog;
  now?: () => Date;
};

/**
 * The conversation's answer to each incoming message, in the order WhatsApp sent them (decision 0034). A message
 * already handled (a webhook delivered again) is skipped; a family member's YES to the consent request (decision
 * 0027) gets no answer. The turn's outside calls run first, with no transaction open; then one transaction keeps
 * the message, the conversation's new state and the replies, so a crash before it leaves everything to Meta's
 * retry and a crash after it sends the replies once (their ids are queued after the commit). Returns how many
 * messages were answered.
 */
export async function handleChatMessages(deps: ChatDeps, messages: readonly ChatInbound[]): Promise<number> {
  let handled = 0;
  const ordered = [...messages].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const message of ordered) {
    if (await alreadyHandled(deps.db, message.id)) continue;
    const now = deps.now?.() ?? new Date();
    if (await answeredConsent(deps.db, message)) {
      await keepMessage(deps.db, message);
      continue;
    }
    const { state, expiredPrescription } = await chatStateAt(deps.db, message.from, message.at);
    if (expiredPrescription) await deps.storage.delete(expiredPrescription).catch(() => {});
    const turn = await converse(deps, state, message, now);
    const replyIds = await saveTurn(deps, message, turn);
    if (replyIds === null) continue;
    handled += 1;
    for (const id of replyIds) await deps.messageQueue.enqueue(id).catch((error: unknown) => reportFailure(deps, error, "chat reply not queued"));
  }
  return handled;
}

async function alreadyHandled(db: Db, messageId: string): Promise<boolean> {
  const row = await db.selectFrom("whatsapp_chat_inbound").select("provider_message_id").where("provider_message_id", "=", messageId).executeTakeFirst();
  return row !== undefined;
}

/** A YES that confirmed a family member's consent (its reply row is kept by applyConsentReplies before this runs). */
async function answeredConsent(db: Db, message: ChatInbound): Promise<boolean> {
  const row = await db.selectFrom("member_whatsapp_replies").select("answer").where("provider_message_id", "=", message.id).where("answer", "=", "yes").executeTakeFirst();
  return row !== undefined;
}

async function keepMessage(db: Db, message: ChatInbound): Promise<void> {
  await db
    .insertInto("whatsapp_chat_inbound")
    .values({ provider_message_id: message.id, phone: message.from, text: message.text, sent_at: message.at })
    .onConflict((oc) => oc.column("provider_message_id").doNothing())
    .execute();
}

/** null when another delivery of the same message got there first: its replies are the ones sent. */
async function saveTurn(deps: ChatDeps, message: ChatInbound, turn: Turn): Promise<number[] | null> {
  return deps.db.transaction().execute(async (tx) => {
    const kept = await tx
      .insertInto("whatsapp_chat_inbound")
      .values({ provider_message_id: message.id, phone: message.from, text: message.text, sent_at: message.at })
      .onConflict((oc) => oc.column("provider_message_id").doNothing())
      .returning("provider_message_id")
      .executeTakeFirst();
    if (!kept) return null;
    const { state } = turn;
    const columns = {
      language: state.language,
      step: state.step,
      draft: JSON.stringify(state.draft),
      opted_out_at: state.optedOutAt,
      handed_over_at: state.handedOverAt,
      updated_at: new Date(),
    };
    await tx
      .insertInto("whatsapp_chats")
      .values({ phone: message.from, ...columns, last_inbound_at: message.at })
      .onConflict((oc) =>
        oc.column("phone").doUpdateSet({
          ...columns,
          // A late delivery of an older message does not move the window back.
          last_inbound_at: sql<Date>`greatest(whatsapp_chats.last_inbound_at, ${message.at})`,
        }),
      )
      .execute();
    const ids: number[] = [];
    for (const content of turn.replies) {
      ids.push(await deps.messenger.store({ to: message.from, template: CHAT_REPLY, language: state.language ?? "en", params: {}, content }, tx));
    }
    return ids;
  });
}
