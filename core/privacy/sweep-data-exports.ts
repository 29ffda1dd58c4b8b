import type { Db } from "../../db/client";
import type { FileStorage } from "../files/file-storage";
import type { DataExportQueue } from "./data-export-queue";
import { DATA_EXPORT_KEPT_DAYS } from "./data-export-queue";

/** An export still preparing this long after it was asked for has lost its job (a queue down, a process gone). */
export const STALLED_AFTER_MS = 15 * 60_000;
/** Tries before an export is given up as failed (the page then offers to ask again). */
export const MAX_EXPORT_ATTEMPTS = 4;
const BATCH = 200;

export type SweepOutcome = { deleted: number; requeued: number; failed: number };

/**
 * The exports' retention and recovery, run on a schedule (core/jobs/data-export-sweep-job.ts): a ready export past
 * its 7 days and a failed one older than that are deleted, their archive first, then the row (a file left by a
 * failed delete is found again next time, as its row is still there); an export left preparing is queued again,
 * or marked failed once it has been tried MAX_EXPORT_ATTEMPTS times.
 */
export async function sweepDataExports(deps: { db: Db; storage: FileStorage; queue: DataExportQueue }, now = new Date()): Promise<SweepOutcome> {
  const { db } = deps;
  const keptSince = new Date(now.getTime() - DATA_EXPORT_KEPT_DAYS * 86_400_000);
  const old = await db
    .selectFrom("data_exports")
    .select(["id", "file_key"])
    .where((eb) => eb.or([eb.and([eb("state", "=", "ready"), eb("expires_at", "<=", now)]), eb.and([eb("state", "=", "failed"), eb("requested_at", "<=", keptSince)])]))
    .orderBy("id")
    .limit(BATCH)
    .execute();
  let deleted = 0;
  for (const row of old) {
    if (row.file_key) await deps.storage.delete(row.file_key);
    deleted += Number((await db.deleteFrom("data_exports").where("id", "=", row.id).executeTakeFirst()).numDeletedRows);
  }

  const stalled = await db
    .selectFrom("data_exports")
    .select(["id", "attempts"])
    .where("state", "=", "preparing")
    .where("requested_at", "<=", new Date(now.getTime() - STALLED_AFTER_MS))
    .orderBy("id")
    .limit(BATCH)
    .execute();
  let requeued = 0;
  let failed = 0;
  for (const row of stalled) {
    if (row.attempts >= MAX_EXPORT_ATTEMPTS) {
      failed += Number((await db.updateTable("data_exports").set({ state: "failed" }).where("id", "=", row.id).where("state", "=", "preparing").executeTakeFirst()).numUpdatedRows);
    } else {
      await deps.queue.enqueue(row.id);
      requeued += 1;
    }
  }
  return { deleted, requeued, failed };
}
