import type { Db } from "../../db/client";

/** WhatsApp messages are kept a year: long enough to answer "did I get the message?" (decision 0017). */
export const MESSAGE_RETENTION_DAYS = 365;
const DAY_MS = 24 * 3_600_000;
/** Settled states only: a message still queued or being handed to WhatsApp is never deleted under its sender. */
const SETTLED = ["sent", "delivered", "failed"] as const;

/**
 * Deletes the settled messages (number, template, parameters such as a name) created before the retention, a batch
 * at a time: each batch is its own short statement on the created_at index, so the outbox is never locked long.
 * Returns how many went.
 */
export async function deleteOldMessages(db: Db, options: { now?: Date; batchSize?: number } = {}): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - MESSAGE_RETENTION_DAYS * DAY_MS);
  const batchSize = options.batchSize ?? 5_000;
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom("messages")
      .where("id", "in", (old) => old.selectFrom("messages").select("id").where("created_at", "<", cutoff).where("state", "in", SETTLED).limit(batchSize))
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batchSize) return deleted;
  }
}
