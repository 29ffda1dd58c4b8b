import type { Db } from "../../db/client";
import { deleteEndedSignIns } from "../auth/delete-ended-sign-ins";
import { reportFailure } from "../errors/report-failure";
import { deleteOldMessages } from "../privacy/delete-old-messages";
import { deleteStaleRateLimitCounters } from "../rate-limit/delete-stale-counters";
import { deleteOldPageViews } from "../trace/delete-old-page-views";
import type { JobLog } from "./reconcile-payments-job";
import type { ScheduledJob } from "./scheduled-job";

export const RETENTION_QUEUE = "retention";

/**
 * Every hour, one process (a singleton queue) deletes what is past its retention (docs/decisions/0017): page views
 * after 90 days, sessions and login codes 90 days after they ended, PostgreSQL rate-limit counters a day after their
 * window started, settled WhatsApp messages (sent, delivered, failed) a year after they were created. Hourly keeps
 * each run small (about 1/24 of a day's views at a million patients); a failed run is not retried, the next hour's
 * run deletes the same rows.
 */
export function retentionJob(db: Db, log?: JobLog): ScheduledJob {
  return {
    name: RETENTION_QUEUE,
    cron: "17 * * * *",
    queue: { policy: "singleton", retryLimit: 0, expireInSeconds: 30 * 60 },
    run: async () => {
      try {
        const pageViews = await deleteOldPageViews(db);
        const signIns = await deleteEndedSignIns(db);
        const rateLimitCounters = await deleteStaleRateLimitCounters(db);
        const messages = await deleteOldMessages(db);
        if (pageViews + signIns.sessions + signIns.loginCodes + rateLimitCounters + messages > 0) log?.info({ pageViews, ...signIns, rateLimitCounters, messages }, "rows past their retention deleted");
      } catch (error) {
        reportFailure({ log }, error, "retention job failed");
        throw error;
      }
    },
  };
}
