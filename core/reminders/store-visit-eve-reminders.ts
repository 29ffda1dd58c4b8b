import { slotText } from "../booking/slot-names";
import { isLanguage } from "../i18n/language";
import { orderedTestsOf } from "../orders/ordered-test";
import { BEFORE_COLLECTION } from "../orders/transitions";
import { fastingHoursOf } from "./fasting-hours";
import { queueStored, type ReminderDeps } from "./reminder-deps";
import { visitDayToRemind } from "./visit-eve-time";

/**
 * The evening before a visit (from 20:00 Kolkata time, visit-eve-time.ts), each order collected tomorrow gets one
 * WhatsApp reminder in its language: the slot, the fasting its tests need (the catalogue's figure) and what to keep
 * ready. Not for an order cancelled, collected or with the agent already on the way, nor for an account that
 * stopped reminders. Stored once per order and slot (visit_eve_reminders): the job running again, in another
 * process, or after a restart sends nothing twice; a visit moved to another day is reminded again for its new day.
 * Each order is its own transaction; the messages are queued after their commit. Returns how many were stored.
 */
export async function storeVisitEveReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const visitDay = visitDayToRemind(now);
  if (!visitDay) return 0;
  const due = await deps.db
    .selectFrom("sample_requests as o")
    .innerJoin("users as u", "u.id", "o.uid")
    .leftJoin("visit_eve_reminders as r", "r.request_id", "o.id")
    .select(["o.id"])
    .where("o.date", "like", `${visitDay} %`)
    .where("o.status", "in", [...BEFORE_COLLECTION])
    .where("o.agent_started_at", "is", null)
    .where("u.reminders_stopped_at", "is", null)
    .where("u.erased_at", "is", null)
    .where((eb) => eb.or([eb("r.request_id", "is", null), eb("r.slot", "<>", eb.ref("o.date"))]))
    .orderBy("o.id")
    .execute();

  let stored = 0;
  for (const { id } of due) {
    const messageId = await deps.db.transaction().execute(async (tx) => {
      const order = await tx.selectFrom("sample_requests").select(["id", "name", "phone", "language", "date", "status", "tests", "agent_started_at"]).where("id", "=", id).forUpdate().executeTakeFirst();
      // Changed since the list was read (moved, cancelled, the agent left): the next run looks again.
      if (!order?.date?.startsWith(`${visitDay} `) || !(BEFORE_COLLECTION as readonly string[]).includes(order.status) || order.agent_started_at) return null;
      const claimed = await tx
        .insertInto("visit_eve_reminders")
        .values({ request_id: order.id, slot: order.date })
        .onConflict((oc) => oc.column("request_id").doUpdateSet({ slot: order.date ?? "", message_id: null }).where("visit_eve_reminders.slot", "<>", order.date ?? ""))
        .returning("request_id")
        .executeTakeFirst();
      if (!claimed) return null;
      const language = isLanguage(order.language) ? order.language : "en";
      const hours = fastingHoursOf(orderedTestsOf(order.tests).map((test) => test.name));
      const base = { name: order.name, order: String(order.id), slot: slotText(order.date, language) };
      const messageId = await deps.messenger.store(
        hours > 0
          ? { to: order.phone, language, requestId: order.id, template: "visit_eve_reminder_fasting", params: { ...base, hours: String(hours) } }
          : { to: order.phone, language, requestId: order.id, template: "visit_eve_reminder", params: base },
        tx,
      );
      await tx.updateTable("visit_eve_reminders").set({ message_id: messageId }).where("request_id", "=", order.id).execute();
      return messageId;
    });
    if (messageId !== null) {
      stored += 1;
      await queueStored(deps, [messageId]);
    }
  }
  return stored;
}
