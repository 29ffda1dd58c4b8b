import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";
import { AppError } from "../errors/app-error";
import { listConsents } from "./list-consents";

export type ConsentToWithdraw = { kind: "health_data" } | { kind: "guardian" | "member_whatsapp"; memberId: number };

/**
 * Withdraws one of the account's own consents that stands now, and records when (consent_withdrawals, and an audit
 * row). What stops, as the page says:
 * - health data: users.health_data_consent_at is cleared, so no booking is taken until the booking form's consent is
 *   given again (core/booking/create-sample-request.ts asks for it while it is null). Orders already placed are not
 *   cancelled by this; their records are kept as the law requires.
 * - guardian: the member's guardian_confirmed_at is cleared: a child the account is not the parent of cannot be
 *   booked until it is confirmed again on the family page, and every booking for a child asks for the consent anew.
 * - a member's own WhatsApp messages: whatsapp_consent_withdrawn_at is set, as the member's STOP sets it, so the
 *   order messages stop going to their number (core/family/member-milestones.ts); the account's own messages go on.
 * A consent that does not stand (already withdrawn, another account's member, none given) is `consentNotFound`.
 */
export async function withdrawConsent(db: Db, input: { accountId: number; consent: ConsentToWithdraw; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const wanted = input.consent;
  const standing = (await listConsents(db, input.accountId)).find(
    (c) => c.active && c.kind === wanted.kind && (c.kind === "health_data" || (wanted.kind !== "health_data" && c.memberId === wanted.memberId)),
  );
  if (!standing) throw new AppError("consentNotFound", 404);
  await db.transaction().execute(async (tx) => {
    if (wanted.kind === "health_data") {
      const cleared = await tx.updateTable("users").set({ health_data_consent_at: null }).where("id", "=", input.accountId).where("health_data_consent_at", "is not", null).executeTakeFirst();
      // Two withdrawals at once: the second finds nothing left to clear and records nothing.
      if (Number(cleared.numUpdatedRows) === 0) return;
    } else if (wanted.kind === "member_whatsapp") {
      const ended = await tx
        .updateTable("family_members")
        .set({ whatsapp_consent_withdrawn_at: now, updated_at: now })
        .where("id", "=", wanted.memberId)
        .where("account_id", "=", input.accountId)
        .where("whatsapp_consent_at", "is not", null)
        .where("whatsapp_consent_withdrawn_at", "is", null)
        .executeTakeFirst();
      // The member's STOP (or another tab) came first: nothing is left to end, nothing is recorded twice.
      if (Number(ended.numUpdatedRows) === 0) return;
    } else {
      await tx.updateTable("family_members").set({ guardian_confirmed_at: null, updated_at: now }).where("id", "=", wanted.memberId).where("account_id", "=", input.accountId).execute();
    }
    await tx
      .insertInto("consent_withdrawals")
      .values({ account_id: input.accountId, consent: wanted.kind, member_id: wanted.kind === "health_data" ? null : wanted.memberId, given_at: standing.givenAt, withdrawn_at: now })
      .execute();
    await writeAudit(tx, {
      actorId: input.accountId,
      actor: "patient",
      action: "consent.withdraw",
      entity: wanted.kind === "health_data" ? "user" : "family_member",
      entityId: wanted.kind === "health_data" ? input.accountId : wanted.memberId,
      before: { consent: wanted.kind, given_at: standing.givenAt?.toISOString() ?? null },
      at: now,
    });
  });
}
