import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";
import { consentAnswerOf } from "../family/member-whatsapp-consent";
import type { InboundReply } from "../messaging/inbound-replies";

/** Whether the account gets WhatsApp reminders (decision 0036): on, or stopped since a time. */
export type ReminderSetting = { on: true } | { on: false; stoppedAt: Date };

export async function getReminderSetting(db: Db, accountId: number): Promise<ReminderSetting> {
  const user = await db.selectFrom("users").select("reminders_stopped_at").where("id", "=", accountId).executeTakeFirst();
  return user?.reminders_stopped_at ? { on: false, stoppedAt: user.reminders_stopped_at } : { on: true };
}

/**
 * Stops or restarts every reminder of the account (the evening before, on the way, repeat tests) from "My data".
 * The repeat tests' opt-ins stay as chosen, so turning reminders on again restores them. Order messages (booked,
 * paid, report ready) are not reminders and still go out. Audited; doing it twice changes nothing more.
 */
export async function setReminders(db: Db, input: { accountId: number; on: boolean; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction().execute(async (tx) => {
    const changed = await tx
      .updateTable("users")
      .set({ reminders_stopped_at: input.on ? null : now })
      .where("id", "=", input.accountId)
      .where("reminders_stopped_at", input.on ? "is not" : "is", null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    await writeAudit(tx, { actorId: input.accountId, actor: "patient", action: input.on ? "reminders.restart" : "reminders.stop", entity: "user", entityId: input.accountId, at: now });
  });
}

/**
 * A STOP sent from an account's own number (in reply to a reminder, which says so) stops that account's reminders,
 * with the reply's time. A member's STOP to the milestone messages is family/apply-consent-replies.ts's, and both
 * may apply to one number. Any other text changes nothing; a repeated delivery finds them stopped already.
 * Returns how many accounts it stopped.
 */
export async function applyReminderStops(db: Db, replies: readonly InboundReply[]): Promise<number> {
  let stopped = 0;
  for (const reply of replies) {
    if (consentAnswerOf(reply.text) !== "stop") continue;
    const accounts = await db
      .updateTable("users")
      .set({ reminders_stopped_at: reply.at })
      .where("phone", "=", reply.from)
      .where("role", "=", "patient")
      .where("reminders_stopped_at", "is", null)
      .returning("id")
      .execute();
    for (const account of accounts) {
      await writeAudit(db, { actorId: account.id, actor: "patient", action: "reminders.stop", entity: "user", entityId: account.id, after: { via: "whatsapp" }, at: reply.at });
    }
    stopped += accounts.length;
  }
  return stopped;
}
