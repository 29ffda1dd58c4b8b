import { reportFailure } from "../errors/report-failure";
import type { ReminderDeps } from "../reminders/reminder-deps";
import { storeRepeatTestReminders } from "../reminders/store-repeat-test-reminders";
import { storeVisitEveReminders } from "../reminders/store-visit-eve-reminders";
import type { JobLog } from "./reconcile-payments-job";
import type { ScheduledJob } from "./scheduled-job";

export const REMINDERS_QUEUE = "reminders";

/**
 * Every ten minutes, one process (a singleton queue) stores the WhatsApp reminders that are due (decision 0036):
 * the evening-before ones from 20:00 to 22:00 Kolkata time, the repeat-test ones from 10:00 to 19:00. Each kind
 * knows its own hours and stores a reminder once, so running often only catches up sooner after a restart. A kind
 * that fails is reported and tried again at the next run; the other still runs.
 */
export function remindersJob(deps: ReminderDeps, log?: JobLog): ScheduledJob {
  return {
    name: REMINDERS_QUEUE,
    cron: "*/10 * * * *",
    queue: { policy: "singleton", retryLimit: 0, expireInSeconds: 30 * 60 },
    run: async () => {
      const now = new Date();
      const counts = { visitEve: 0, repeatTests: 0 };
      try {
        counts.visitEve = await storeVisitEveReminders(deps, now);
      } catch (error) {
        reportFailure({ log }, error, "evening reminders not stored");
      }
      try {
        counts.repeatTests = await storeRepeatTestReminders(deps, now);
      } catch (error) {
        reportFailure({ log }, error, "repeat-test reminders not stored");
      }
      if (counts.visitEve + counts.repeatTests > 0) log?.info(counts, "reminders stored");
    },
  };
}
