import type { Db } from "../../db/client";
import type { Language } from "../i18n/language";
import type { DataExportQueue } from "./data-export-queue";

export type RequestedDataExport = { exportId: number; started: boolean };

/**
 * "Prepare my data": records an export being prepared for the account and queues its build, after the insert has
 * committed. One export is prepared at a time per account (a partial unique index): a second click while one is
 * being prepared starts nothing and answers with the one already on its way. A queue that is down leaves the row
 * preparing; the sweep queues it again (core/privacy/sweep-data-exports.ts).
 */
export async function requestDataExport(
  deps: { db: Db; queue: DataExportQueue; onQueueError?: (error: unknown) => void },
  input: { accountId: number; language: Language; now?: Date },
): Promise<RequestedDataExport> {
  const inserted = await deps.db
    .insertInto("data_exports")
    .values({ account_id: input.accountId, language: input.language, ...(input.now ? { requested_at: input.now } : {}) })
    .onConflict((c) => c.column("account_id").where("state", "=", "preparing").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    const preparing = await deps.db
      .selectFrom("data_exports")
      .select("id")
      .where("account_id", "=", input.accountId)
      .where("state", "=", "preparing")
      .executeTakeFirstOrThrow();
    return { exportId: preparing.id, started: false };
  }
  await deps.queue.enqueue(inserted.id).catch((error: unknown) => deps.onQueueError?.(error));
  return { exportId: inserted.id, started: true };
}
