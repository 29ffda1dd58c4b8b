import type { Db } from "../../db/client";
import type { MessageQueue } from "./message-queue";

/**
 * A queued message untouched this long has no job left for it: the send-message job's tries end within about
 * seven minutes (five back-offs from 10 s, a minute each at most), and its last try marks the row failed.
 */
export const STRANDED_AFTER_MS = 15 * 60_000;
/** Older messages are not worth sending any more (a payment confirmation a day late only confuses). */
const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/**
 * Messages stored with a business step but never queued (the process died between the commit and the queue, or
 * the queue was unreachable) are queued again, whatever their template: one sweep for every message type. Login and
 * reset codes are sent while the user waits, not stored queued, and would be past their 5 minutes long before they
 * count as stranded. Sending stays at most once: the row is the unit (Messenger.deliver sends only a queued row,
 * which it claims first; a claimed row is never re-queued). Returns how many were queued.
 */
export async function requeueStrandedMessages(
  deps: { db: Db; messageQueue: MessageQueue },
  options: { now?: Date; limit?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const rows = await deps.db
    .updateTable("messages")
    // Touched, so the next sweep leaves it to the job queued now.
    .set({ updated_at: now })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("messages")
        .select("id")
        .where("state", "=", "queued")
        .where("updated_at", "<", new Date(now.getTime() - STRANDED_AFTER_MS))
        .where("created_at", ">", new Date(now.getTime() - GIVE_UP_AFTER_MS))
        .orderBy("id")
        .limit(options.limit ?? 100)
        .forUpdate()
        .skipLocked(),
    )
    .returning("id")
    .execute();
  for (const row of rows) await deps.messageQueue.enqueue(row.id);
  return rows.length;
}
