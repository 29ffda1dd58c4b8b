import type { Db } from "../../db/client";
import type { Language } from "../i18n/language";
import type { TemplateName } from "./templates";

export type OutgoingMessage = {
  /** 10-digit Indian mobile number. */
  to: string;
  template: TemplateName;
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
 * Every messenger keeps its messages in the `messages` table: queued before the provider is called,
 * then sent or failed with the provider's id or error, so nothing is lost and every failure is visible.
 * The row is the unit of work: delivery holds its lock while the provider is called, so two processes given
 * the same message never both send it.
 */
export function recordingMessenger(db: Db, provider: string, transport: Transport): Messenger {
  const store = async (message: OutgoingMessage, into: Db = db) => {
    const { id } = await into
      .insertInto("messages")
      .values({
        to: message.to,
        template: message.template,
        language: message.language,
        params: JSON.stringify(message.params),
        provider,
        request_id: message.requestId ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  };

  const deliver = (messageId: number, options: { final?: boolean } = {}) =>
    db.transaction().execute(async (tx): Promise<SendResult | null> => {
      const row = await tx
        .selectFrom("messages")
        .select(["id", "to", "template", "language", "params", "attempts"])
        .where("id", "=", messageId)
        .where("state", "=", "queued")
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return null;
      const message: OutgoingMessage = { to: row.to, template: row.template as TemplateName, language: row.language as Language, params: row.params };
      const attempts = row.attempts + 1;
      try {
        const providerId = await transport(message, row.id);
        await tx.updateTable("messages").set({ state: "sent", provider_id: providerId, attempts, updated_at: new Date() }).where("id", "=", row.id).execute();
        return { ok: true, messageId: row.id, providerId };
      } catch (error) {
        const reason = error instanceof DeliveryError ? error.reason : "failed";
        const code = error instanceof DeliveryError ? error.providerCode : "transport_error";
        const text = error instanceof Error ? error.message : String(error);
        const state = options.final || reason === "not_on_whatsapp" ? "failed" : "queued";
        await tx
          .updateTable("messages")
          .set({ state, error_code: code, error: text.slice(0, 1_000), attempts, updated_at: new Date() })
          .where("id", "=", row.id)
          .execute();
        return { ok: false, messageId: row.id, reason, error: text, retryable: state === "queued" };
      }
    });

  return {
    provider,
    store,
    deliver,
    async send(message) {
      const id = await store(message);
      // Nobody else knows the new row's id yet, so it is ours to deliver.
      return (await deliver(id, { final: true }))!;
    },
  };
}
