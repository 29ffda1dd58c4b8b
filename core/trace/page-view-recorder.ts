import type { Db } from "../../db/client";
import { reportFailure, type FailureLog } from "../errors/report-failure";
import { pageViewRow, type PageView, type PageViewRow } from "./record-page-view";

type Logger = FailureLog & { warn: (object: object, message: string) => void };

export type PageViewRecorderOptions = {
  /** This many queued views are written at once; default 50. */
  batchSize?: number;
  /** A queued view waits at most this long to be written; default 1 s. */
  maxWaitMs?: number;
  /** Views queued or being written at most; more are dropped and counted. Default 5,000. */
  maxQueued?: number;
};

// PostgreSQL takes at most 65,535 parameters in a statement; a trace row has 8.
const MAX_ROWS_PER_INSERT = 1_000;

/**
 * Page views go to the trace table in batches: one multi-row insert per 50 views or per second, not one write
 * transaction per page (which cost about 10% of a 2-core machine per page under load). Recording stays best
 * effort: a batch the database refuses is logged and lost, and while it is away views beyond the cap are
 * dropped, so memory stays bounded.
 */
export class PageViewRecorder {
  readonly #db: Db;
  readonly #log: Logger;
  readonly #batchSize: number;
  readonly #maxWaitMs: number;
  readonly #maxQueued: number;
  #queue: PageViewRow[] = [];
  #writing = 0;
  #inFlight: Promise<void> | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #dropped = 0;
  #closed = false;

  constructor(db: Db, log: Logger, options: PageViewRecorderOptions = {}) {
    this.#db = db;
    this.#log = log;
    this.#batchSize = options.batchSize ?? 50;
    this.#maxWaitMs = options.maxWaitMs ?? 1_000;
    this.#maxQueued = options.maxQueued ?? 5_000;
  }

  /** Views queued or being written. */
  get queued(): number {
    return this.#queue.length + this.#writing;
  }

  /** Queues a view; never throws, never waits. */
  record(view: PageView): void {
    // The database closes right after close(): a view now could not be written.
    if (this.#closed) return;
    if (this.queued >= this.#maxQueued) {
      this.#dropped += 1;
      return;
    }
    try {
      this.#queue.push(pageViewRow(view, new Date()));
    } catch (error) {
      reportFailure({ log: this.#log }, error, "page view not recorded");
      return;
    }
    if (this.#queue.length >= this.#batchSize) {
      // With an insert in flight, its end starts the next one.
      if (!this.#inFlight) void this.flush();
    } else if (!this.#timer) {
      // Unref'd: views waiting to be written never keep the process alive (close() writes them on shutdown).
      this.#timer = setTimeout(() => void this.flush(), this.#maxWaitMs);
      this.#timer.unref();
    }
  }

  /** Writes what is queued, after the insert in flight if there is one: never two at once. Never rejects. */
  async flush(): Promise<void> {
    while (this.#inFlight) await this.#inFlight;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#dropped > 0) {
      this.#log.warn({ dropped: this.#dropped }, "page view queue full: views dropped");
      this.#dropped = 0;
    }
    if (this.#queue.length === 0) return;
    const rows = this.#queue;
    this.#queue = [];
    this.#writing = rows.length;
    this.#inFlight = this.#write(rows).finally(() => {
      this.#writing = 0;
      this.#inFlight = undefined;
      // Views that came during the insert wait for their timer, unless they make a batch already.
      if (this.#queue.length >= this.#batchSize) void this.flush();
    });
    await this.#inFlight;
  }

  /** Writes what is queued; views recorded later are ignored. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.flush();
  }

  async #write(rows: PageViewRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += MAX_ROWS_PER_INSERT) {
      try {
        await this.#db.insertInto("trace").values(rows.slice(start, start + MAX_ROWS_PER_INSERT)).execute();
      } catch (error) {
        // A page is never slowed or broken by recording: with the database away, the batch is lost, not retried.
        reportFailure({ log: this.#log }, error, "page views not recorded");
        this.#log.warn({ lost: rows.length - start }, "page views lost");
        return;
      }
    }
  }
}
