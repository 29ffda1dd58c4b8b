import type { Db } from "../../db/client";
import { reportFailure, type FailureLog } from "../errors/report-failure";
import type { Language } from "../i18n/language";
import type { MessageQueue } from "../messaging/message-queue";
import type { Messenger } from "../messaging/messenger";

export type AskConsentDeps = {
  db: Db;
  /** Only its store: the request is stored with the member's 'asked' time and sent by the job queue. */
  messenger: Pick<Messenger, "store">;
  messageQueue: MessageQueue;
  log?: FailureLog;
};

/**
 * Issue #27, decision 0027: a member saved with their own WhatsApp number (or a new one) is sent one request to
 * agree to the milestone messages, and nothing else until they reply YES. The request is stored in the same commit
 * as the member's 'asked' time, and queued after it; a member already asked for this number is not asked again (a
 * save that changes nothing else sends nothing). A number that is the account's own gets no request: the account
 * holder already receives every message of their orders. Returns the stored message's id, or null when none was due.
 */
export async function askWhatsAppConsent(
  deps: AskConsentDeps,
  input: { accountId: number; memberId: number; language: Language; now: Date },
): Promise<number | null> {
  const messageId = await deps.db.transaction().execute(async (tx) => {
    const member = await tx
      .selectFrom("family_members")
      .innerJoin("users", "users.id", "family_members.account_id")
      .select(["family_members.id", "family_members.name", "family_members.whatsapp_phone", "family_members.whatsapp_consent_asked_at", "users.name as owner_name", "users.phone as owner_phone"])
      .where("family_members.id", "=", input.memberId)
      .where("family_members.account_id", "=", input.accountId)
      .where("family_members.removed_at", "is", null)
      .forUpdate("family_members")
      .executeTakeFirst();
    if (!member?.whatsapp_phone || member.whatsapp_consent_asked_at || member.whatsapp_phone === member.owner_phone) return null;
    await tx
      .updateTable("family_members")
      .set({ whatsapp_consent_asked_at: input.now, whatsapp_consent_at: null, whatsapp_consent_withdrawn_at: null, whatsapp_language: input.language })
      .where("id", "=", member.id)
      .execute();
    return deps.messenger.store(
      {
        to: member.whatsapp_phone,
        template: "member_whatsapp_consent",
        language: input.language,
        // Who added them, so the request is not a stranger's: the account holder's name, or their number's last digits.
        params: { name: member.name, owner: member.owner_name?.trim() || `XXXXXX${member.owner_phone.slice(-4)}` },
      },
      tx,
    );
  });
  // The row is committed: a queue that is down only delays it (the reconciliation job queues stranded messages again).
  if (messageId !== null) await deps.messageQueue.enqueue(messageId).catch((error: unknown) => reportFailure(deps, error, "member consent request not queued"));
  return messageId;
}
