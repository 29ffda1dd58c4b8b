import type { Db } from "../../db/client";
import { reportFailure } from "../errors/report-failure";
import type { FileStorage } from "../files/file-storage";
import type { DataExportQueue } from "../privacy/data-export-queue";
import { sweepDataExports } from "../privacy/sweep-data-exports";
import type { JobLog } from "./reconcile-payments-job";
import type { ScheduledJob } from "./scheduled-job";

export const DATA_EXPORT_SWEEP_QUEUE = "data-export-sweep";

/**
 * Every 10 minutes, in one process at a time: exports past their 7 days are deleted (archive and row), and an export
 * left preparing is queued again (core/privacy/sweep-data-exports.ts). A failed run is not retried: the next one
 * finds the same rows.
 */
export function dataExportSweepJob(deps: { db: Db; storage: FileStorage; queue: DataExportQueue }, log?: JobLog): ScheduledJob {
  return {
    name: DATA_EXPORT_SWEEP_QUEUE,
    cron: "*/10 * * * *",
    queue: { policy: "singleton", retryLimit: 0, expireInSeconds: 10 * 60 },
    run: async () => {
      try {
        const outcome = await sweepDataExports(deps);
        if (outcome.deleted + outcome.requeued + outcome.failed > 0) log?.info(outcome, "data exports swept");
      } catch (error) {
        reportFailure({ log }, error, "data export sweep failed");
        throw error;
      }
    },
  };
}
