import { reportFailure, type FailureLog } from "../core/errors/report-failure";
import { isDatabaseUnavailable } from "../db/database-unavailable";

/**
 * pg-boss 10 records a finished job (complete or fail) without awaiting it: when the database goes away at that
 * moment, the rejection is unhandled and Node ends the process (bench/db-restart.mjs found it). Such a job stays
 * active, expires and runs again, and a message job never sends twice (Messenger.deliver only sends a queued
 * message), so that rejection is logged and the server stays up. Any other unhandled rejection still ends it.
 */
export function surviveDatabaseLossInJobs(log: FailureLog): void {
  process.on("unhandledRejection", unhandledRejectionHandler(log));
}

export function unhandledRejectionHandler(log: FailureLog): (reason: unknown) => void {
  return (reason) => {
    if (isDatabaseUnavailable(reason)) {
      reportFailure({ log }, reason, "database unavailable while a job's state was saved: the job runs again after it expires");
      return;
    }
    throw reason;
  };
}
