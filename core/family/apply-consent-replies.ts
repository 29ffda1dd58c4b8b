import type { Db } from "../../db/client";
import type { InboundReply } from "../messaging/inbound-replies";
import { consentAnswerOf } from "./member-whatsapp-consent";

/**
 * A member's reply to the consent request (decision 0027), matched by the sender's number to the members asked at
 * that number (any account's: a mother saved by two children answers both). YES confirms a member still waiting;
 * STOP withdraws one waiting or confirmed. Each is recorded with the reply's own time, once per WhatsApp message
 * and member (member_whatsapp_replies' key): the same webhook delivered again, or a YES delivered again after a
 * STOP, changes nothing. A reply from a number nobody asked, a reply older than the request, or any other text is
 * ignored. Returns how many members changed.
 */
export async function applyConsentReplies(db: Db, replies: readonly InboundReply[]): Promise<number> {
  let changed = 0;
  for (const reply of replies) {
    const answer = consentAnswerOf(reply.text);
    if (!answer) continue;
    changed += await db.transaction().execute(async (tx) => {
      let query = tx
        .selectFrom("family_members")
        .select("id")
        .where("whatsapp_phone", "=", reply.from)
        .where("removed_at", "is", null)
        .where("whatsapp_consent_asked_at", "is not", null)
        .where("whatsapp_consent_asked_at", "<=", reply.at)
        .where("whatsapp_consent_withdrawn_at", "is", null);
      if (answer === "yes") query = query.where("whatsapp_consent_at", "is", null);
      const members = await query.orderBy("id").forUpdate().execute();
      let count = 0;
      for (const member of members) {
        const recorded = await tx
          .insertInto("member_whatsapp_replies")
          .values({ provider_message_id: reply.id, member_id: member.id, answer, replied_at: reply.at })
          .onConflict((oc) => oc.columns(["provider_message_id", "member_id"]).doNothing())
          .returning("member_id")
          .executeTakeFirst();
        if (!recorded) continue;
        await tx
          .updateTable("family_members")
          .set(answer === "yes" ? { whatsapp_consent_at: reply.at } : { whatsapp_consent_withdrawn_at: reply.at })
          .where("id", "=", member.id)
          .execute();
        count += 1;
      }
      return count;
    });
  }
  return changed;
}
