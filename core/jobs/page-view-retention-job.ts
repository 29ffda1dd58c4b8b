import { reportFailure } from "../errors/report-failure";
import { deleteOldPageViews, PAGE_VIEW_RETENTION_DAYS } from "../trace/delete-old-page-views";
import type { Db } from "../../db/client";
import type { JobLog } from "./reconcile-payments-job";
import type { ScheduledJob } from "./scheduled-job";

export const PAGE_VIEW_RETENTION_QUEUE = "page-views-retention";

/**
 * Every hour, one process (a singleton queue) deletes the page views past their 90 days. Hourly keeps each run
 * small (about 1/24 of a day's views at a million patients); a failed run is not retried, the next hour's run
 * deletes the same rows.
 */
export function pageViewRetentionJob(db: Db, log?: JobLog): ScheduledJob {
  return {
    name: PAGE_VIEW_RETENTION_QUEUE,
    cron: "17 * * * *",
    queue: { policy: "singleton", retryLimit: 0, expireInSeconds: 30 * 60 },
    run: async () => {
      try {
        const deleted = await deleteOldPageViews(db);
        if (deleted > 0) log?.info({ deleted, retentionDays: PAGE_VIEW_RETENTION_DAYS }, "old page views deleted");
      } catch (error) {
        reportFailure({ log }, error, "page view retention failed");
        throw error;
      }
    },
  };
}
