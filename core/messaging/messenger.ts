import type { Db } from "../../db/client";
import type { Language } from "../i18n/language";
import type { TemplateName } from "./templates";

export type OutgoingMessage = {
  /** 10-digit Indian mobile number. */
  to: string;
  template: TemplateName;
  language: Language;
  params: Record<string, string>;
};

export type SendResult =
  | { ok: true; messageId: number; providerId: string }
  | { ok: false; messageId: number; reason: "not_on_whatsapp" | "failed"; error: string };

export interface Messenger {
  readonly provider: string;
  send(message: OutgoingMessage): Promise<SendResult>;
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
 */
export function recordingMessenger(db: Db, provider: string, transport: Transport): Messenger {
  return {
    provider,
    async send(message) {
      const { id } = await db
        .insertInto("messages")
        .values({ to: message.to, template: message.template, language: message.language, params: JSON.stringify(message.params), provider })
        .returning("id")
        .executeTakeFirstOrThrow();
      try {
        const providerId = await transport(message, id);
        await db
          .updateTable("messages")
          .set({ state: "sent", provider_id: providerId, attempts: 1, updated_at: new Date() })
          .where("id", "=", id)
          .execute();
        return { ok: true, messageId: id, providerId };
      } catch (error) {
        const reason = error instanceof DeliveryError ? error.reason : "failed";
        const code = error instanceof DeliveryError ? error.providerCode : "transport_error";
        const text = error instanceof Error ? error.message : String(error);
        await db
          .updateTable("messages")
          .set({ state: "failed", error_code: code, error: text.slice(0, 1_000), attempts: 1, updated_at: new Date() })
          .where("id", "=", id)
          .execute();
        return { ok: false, messageId: id, reason, error: text };
      }
    },
  };
}
