import { reportFailure } from "../errors/report-failure";
import { dueErasures, eraseAccount, type EraseAccountDeps } from "../privacy/erase-account";
import type { JobLog } from "./reconcile-payments-job";
import type { ScheduledJob } from "./scheduled-job";

export const ERASURE_QUEUE = "account-erasure";

/**
 * Every ten minutes, one process (a singleton queue) carries out the account erasures whose 7-day cooling-off has
 * ended (core/privacy/erase-account.ts). One that fails is reported and left for the next run, which finishes it: each
 * step can be done again safely; the others in the same run go on.
 */
export function erasureJob(deps: EraseAccountDeps, log?: JobLog): ScheduledJob {
  return {
    name: ERASURE_QUEUE,
    cron: "*/10 * * * *",
    queue: { policy: "singleton", retryLimit: 0, expireInSeconds: 30 * 60 },
    run: async () => {
      let erased = 0;
      for (const id of await dueErasures(deps.db)) {
        try {
          if ((await eraseAccount(deps, id)) === "erased") erased += 1;
        } catch (error) {
          reportFailure({ log }, error, "account erasure failed");
        }
      }
      if (erased > 0) log?.info({ erased }, "accounts erased");
    },
  };
}
