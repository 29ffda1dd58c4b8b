import type { Db } from "../../db/client";
import type { Language } from "../i18n/language";
import type { TemplateName } from "./templates";
import { CHAT_REPLY, fitChatContent, type ChatContent } from "./chat-content";

export type OutgoingMessage = {
  /** 10-digit Indian mobile number. */
  to: string;
  /** A pre-approved template, or CHAT_REPLY: a reply inside the 24-hour service window, whose content says what it is. */
  template: TemplateName | typeof CHAT_REPLY;
  /** A conversation's reply (CHAT_REPLY only): text, buttons, a list or a document. */
  content?: ChatContent;
  language: Language;
  params: Record<string, string>;
  /** The order the message is about: staff see its delivery on the request's page. */
  requestId?: number;
};

export type SendResult =
  | { ok: true; messageId: number; providerId: string }
  | { ok: false; messageId: number; reason: "not_on_whatsapp" | "failed"; error: string; retryable?: boolean };

export interface Messenger {
  readonly provider: string;
  /** Stores the message and hands it to the provider now, once (a failure is final). */
  send(message: OutgoingMessage): Promise<SendResult>;
  /**
   * Stores the message as queued, for a job to deliver later; returns its id. Given a transaction, the row is
   * written in it, so the message exists exactly when the business step that causes it commits.
   */
  store(message: OutgoingMessage, into?: Db): Promise<number>;
  /**
   * Hands a stored, still queued message to the provider. null when there is nothing to do: already sent, failed
   * for good, or being sent by another process right now. A failure leaves it queued for the next try unless
   * `final` (or the number is not on WhatsApp, which no retry changes).
   */
  deliver(messageId: number, options?: { final?: boolean }): Promise<SendResult | null>;
}

/** What a transport throws when the provider refused a message. */
export class DeliveryError extends Error {
  constructor(
    readonly reason: "not_on_whatsapp" | "failed",
    readonly providerCode: string,
    message: string,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

/** Hands one message to the provider and returns its id there; throws DeliveryError (or anything) on failure. */
export type Transport = (message: OutgoingMessage, messageId: number) => Promise<string>;

/**
 * Every messenger keeps its messages in the `messages` table: queued, then claimed ('sending') just before the
 * provider is called, then sent or failed with the provider's id or error, so nothing is lost and every failure is
 * visible. Claim, call, record (decision 0016): the claim is one committed statement, the provider is called with
 * no transaction open and no row lock held (a slow WhatsApp cannot take the pool's connections), and the outcome
 * is recorded by a second statement. Only a queued row can be claimed, so two processes never both send it; a claim
 * whose outcome never got recorded (a crash during the call) is never sent again (failAbandonedClaims).
 */
export function recordingMessenger(db: Db, provider: string, transport: Transport): Messenger {
  const store = async (message: OutgoingMessage, into: Db = db) => {
    const { id } = await into
      .insertInto("messages")
      .values(columnsOf(message, provider))
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  };

  const claim = (messageId: number) =>
    db
      .updateTable("messages")
      .set((eb) => ({ state: "sending", attempts: eb("attempts", "+", 1), updated_at: new Date() }))
      .where("id", "=", messageId)
      .where("state", "=", "queued")
      .returning(["id", "to", "template", "language", "params", "attempts", "content"])
      .executeTakeFirst();

  const callAndRecord = async (row: ClaimedRow, options: { final?: boolean }): Promise<SendResult> => {
    const message: OutgoingMessage = {
      to: row.to,
      template: row.template as TemplateName,
      language: row.language as Language,
      params: row.params,
      ...(row.content ? { content: row.content } : {}),
    };
    // The claim's attempt number identifies it: a late record still lands on a claim the sweep gave up on.
    const ownClaim = db
      .updateTable("messages")
      .where("id", "=", row.id)
      .where("attempts", "=", row.attempts)
      .where((eb) => eb.or([eb("state", "=", "sending"), eb.and([eb("state", "=", "failed"), eb("error_code", "=", OUTCOME_UNKNOWN)])]));
    if (await optedOut(db, message)) {
      await ownClaim.set({ state: "failed", error_code: OPTED_OUT, error: "The number replied STOP on WhatsApp", updated_at: new Date() }).execute();
      return { ok: false, messageId: row.id, reason: "failed", error: "opted out", retryable: false };
    }
    let providerId: string;
    try {
      providerId = await transport(message, row.id);
    } catch (error) {
      const reason = error instanceof DeliveryError ? error.reason : "failed";
      const code = error instanceof DeliveryError ? error.providerCode : "transport_error";
      const text = error instanceof Error ? error.message : String(error);
      const state = options.final || reason === "not_on_whatsapp" ? "failed" : "queued";
      await ownClaim.set({ state, error_code: code, error: text.slice(0, 1_000), updated_at: new Date() }).execute();
      return { ok: false, messageId: row.id, reason, error: text, retryable: state === "queued" };
    }
    await ownClaim.set({ state: "sent", provider_id: providerId, error_code: null, error: null, updated_at: new Date() }).execute();
    return { ok: true, messageId: row.id, providerId };
  };

  return {
    provider,
    store,
    async deliver(messageId, options = {}) {
      const row = await claim(messageId);
      return row ? callAndRecord(row, options) : null;
    },
    async send(message) {
      // Stored already claimed: no moment exists in which a sweep could see it queued and send it too.
      const row = await db
        .insertInto("messages")
        .values({ ...columnsOf(message, provider), state: "sending", attempts: 1 })
        .returning(["id", "to", "template", "language", "params", "attempts", "content"])
        .executeTakeFirstOrThrow();
      return callAndRecord(row, { final: true });
    },
  };
}

/** error_code of a message not sent because its number replied STOP in a conversation (decision 0034). */
export const OPTED_OUT = "opted_out";

/**
 * Messages the person asked for themselves still go after a STOP: the replies in their own conversation and the
 * login or password codes they requested on the site. Everything else waits for their START.
 */
const ASKED_FOR_BY_THE_PERSON: ReadonlySet<string> = new Set([CHAT_REPLY, "login_code", "password_reset_code"]);

async function optedOut(db: Db, message: OutgoingMessage): Promise<boolean> {
  if (ASKED_FOR_BY_THE_PERSON.has(message.template)) return false;
  const chat = await db.selectFrom("whatsapp_chats").select("opted_out_at").where("phone", "=", message.to).executeTakeFirst();
  return Boolean(chat?.opted_out_at);
}

/** error_code of a claim whose outcome was never recorded: the provider may or may not have accepted it. */
export const OUTCOME_UNKNOWN = "outcome_unknown";

type ClaimedRow = { id: number; to: string; template: string; language: string; params: Record<string, string>; attempts: number; content: ChatContent | null };

function columnsOf(message: OutgoingMessage, provider: string) {
  return {
    to: message.to,
    template: message.template,
    language: message.language,
    params: JSON.stringify(message.params),
    provider,
    request_id: message.requestId ?? null,
    content: message.content ? JSON.stringify(fitChatContent(message.content)) : null,
  };
}
