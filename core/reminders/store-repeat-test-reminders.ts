import type { Db } from "../../db/client";
import { isLanguage, type Language } from "../i18n/language";
import { orderedTestsOf } from "../orders/ordered-test";
import { queueStored, type ReminderDeps } from "./reminder-deps";
import { inRepeatReminderHours, orderedNamesOf, REPEAT_REMINDER_GAP_DAYS, REPEAT_TEST_LABELS, repeatDueAt, type RepeatTest } from "./repeat-tests";

/**
 * Repeat-test reminders (issue #29), only for the members and tests the account opted in to: a test is due its
 * interval after the member's last report that had it (or after the opt-in, when Nikat has no report of it yet).
 * Sent in the day's hours (10:00–19:00 Kolkata), to the account holder's number, in the language of their latest
 * order: one message per member listing every test due, with a "Book again" link that opens the booking form for
 * that member. Each due date is reminded once (repeat_test_reminders.reminded_for), and a member gets at most one
 * reminder in 30 days; an account that stopped reminders gets none. Returns how many messages were stored.
 */
export async function storeRepeatTestReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  if (!inRepeatReminderHours(now)) return 0;
  const members = await deps.db
    .selectFrom("repeat_test_reminders as r")
    .innerJoin("family_members as m", "m.id", "r.member_id")
    .innerJoin("users as u", "u.id", "m.account_id")
    .select("m.id")
    .distinct()
    .where("m.removed_at", "is", null)
    .where("u.reminders_stopped_at", "is", null)
    .where("u.erased_at", "is", null)
    .where((eb) => eb.or([eb("r.reminded_at", "is", null), eb("r.reminded_at", "<", new Date(now.getTime() - REPEAT_REMINDER_GAP_DAYS * 86_400_000))]))
    .orderBy("m.id")
    .execute();

  let stored = 0;
  for (const { id } of members) {
    const messageId = await deps.db.transaction().execute((tx) => remindMember(tx, deps, id, now));
    if (messageId !== null) {
      stored += 1;
      await queueStored(deps, [messageId]);
    }
  }
  return stored;
}

async function remindMember(tx: Db, deps: ReminderDeps, memberId: number, now: Date): Promise<number | null> {
  const optIns = await tx.selectFrom("repeat_test_reminders").selectAll().where("member_id", "=", memberId).orderBy("test").forUpdate().execute();
  const lastReminder = Math.max(0, ...optIns.map((row) => row.reminded_at?.getTime() ?? 0));
  if (lastReminder > now.getTime() - REPEAT_REMINDER_GAP_DAYS * 86_400_000) return null;
  const member = await tx
    .selectFrom("family_members as m")
    .innerJoin("users as u", "u.id", "m.account_id")
    .select(["m.id", "m.name", "m.account_id", "u.phone"])
    .where("m.id", "=", memberId)
    .where("m.removed_at", "is", null)
    .where("u.reminders_stopped_at", "is", null)
    .where("u.erased_at", "is", null)
    .executeTakeFirst();
  if (!member) return null;

  const reported = await tx
    .selectFrom("sample_requests")
    .select(["tests", "report_date", "language"])
    .where("member_id", "=", memberId)
    .where("uid", "=", member.account_id)
    .where("status", "=", "Report Generated")
    .where("report_date", "is not", null)
    .execute();
  const lastDone = (test: RepeatTest): Date | null => {
    const names = new Set(orderedNamesOf(test));
    const times = reported.filter((order) => orderedTestsOf(order.tests).some((t) => names.has(t.name.trim().toLowerCase()))).map((order) => order.report_date!.getTime());
    return times.length > 0 ? new Date(Math.max(...times)) : null;
  };
  const due = optIns
    .map((row) => ({ test: row.test, dueAt: repeatDueAt(row.test, lastDone(row.test) ?? row.opted_in_at), remindedFor: row.reminded_for }))
    .filter((row) => row.dueAt <= now && (row.remindedFor === null || row.remindedFor < row.dueAt));
  if (due.length === 0) return null;

  const messageId = await deps.messenger.store(
    {
      to: member.phone,
      language: await accountLanguage(tx, member.account_id),
      template: "repeat_test_due",
      params: { name: member.name, tests: due.map((row) => REPEAT_TEST_LABELS[row.test]).join(", "), link: `${deps.publicUrl}/?for=${member.id}#booking` },
    },
    tx,
  );
  for (const row of due) {
    await tx.updateTable("repeat_test_reminders").set({ reminded_for: row.dueAt, reminded_at: now }).where("member_id", "=", memberId).where("test", "=", row.test).execute();
  }
  return messageId;
}

/** The account's language for messages not about one order: its latest order's, else English. */
async function accountLanguage(tx: Db, accountId: number): Promise<Language> {
  const latest = await tx.selectFrom("sample_requests").select("language").where("uid", "=", accountId).orderBy("id", "desc").limit(1).executeTakeFirst();
  return latest && isLanguage(latest.language) ? latest.language : "en";
}
