import type { Db } from "../../db/client";
import { DeliveryError, recordingMessenger, type Messenger } from "./messenger";

/**
 * Demo and test messenger: the message is stored and shown at /dev/outbox instead of reaching a phone.
 * Numbers in `notOnWhatsApp` fail the way WhatsApp fails for a number without an account (error 131026).
 */
export function outboxMessenger(db: Db, options: { notOnWhatsApp?: ReadonlySet<string> } = {}): Messenger {
  const notOnWhatsApp = options.notOnWhatsApp ?? new Set<string>();
  return recordingMessenger(db, "outbox", async (message, messageId) => {
    if (notOnWhatsApp.has(message.to)) {
      throw new DeliveryError("not_on_whatsapp", "131026", "(#131026) Message undeliverable: the number is not on WhatsApp");
    }
    return `outbox-${messageId}`;
  });
}
