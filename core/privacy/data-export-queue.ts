import type PgBoss from "pg-boss";

export const DATA_EXPORT_QUEUE = "data-export";

/** How long an export may be downloaded once it is ready, and kept before the sweep deletes it. */
export const DATA_EXPORT_KEPT_DAYS = 7;

/**
 * One export is built at a time per process: an archive reads every file of the account through the storage and
 * packs it, which is disk and network, not something to run many of at once. `short`: at most one queued job per
 * export (the singleton key). A failed build is tried again with growing pauses; the sweep queues again an export
 * left preparing (a queue that was down, a process that died).
 */
export const DATA_EXPORT_QUEUE_POLICY: Omit<PgBoss.Queue, "name"> = {
  policy: "short",
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

/**
 * Exports built after the answer: the page records the request (core/privacy/request-data-export.ts), then queues
 * its id; a job builds the archive (core/privacy/build-data-export.ts).
 */
export interface DataExportQueue {
  enqueue(exportId: number): Promise<void>;
}

/** For tests and tools that run no job runner: remembers what was queued and builds nothing. */
export function recordingDataExportQueue(): DataExportQueue & { readonly queued: number[] } {
  const queued: number[] = [];
  return {
    queued,
    async enqueue(exportId) {
      queued.push(exportId);
    },
  };
}
