import type { PostgresProcess } from "./postgres-process";

export type SupervisorOptions = {
  /** Starts tried at most this often in any minute; default 5. */
  maxRestartsPerMinute?: number;
  /** Wait before the first try after a crash, doubled after each failed try up to maxDelayMs; default 250 ms. */
  firstDelayMs?: number;
  maxDelayMs?: number;
};

const MINUTE_MS = 60_000;

/**
 * Restarts the embedded PostgreSQL when it dies while the app runs (a crash, an OOM kill, a kill -9), on the same
 * data folder and port: PostgreSQL's crash recovery replays the write-ahead log, so every committed row is back,
 * and the app's pool (db/client.ts) reconnects by itself. A try can fail while the dead server's backends are
 * still leaving (its shared memory is in use): tries back off, at most maxRestartsPerMinute a minute, one log line
 * each, and go on until one succeeds or stop() is called.
 */
export class PostgresSupervisor {
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private restarting: Promise<void> | undefined;
  private readonly tries: number[] = [];
  private readonly maxPerMinute: number;
  private readonly firstDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly server: PostgresProcess,
    private readonly log: (line: string) => void,
    options: SupervisorOptions = {},
  ) {
    this.maxPerMinute = options.maxRestartsPerMinute ?? 5;
    this.firstDelayMs = options.firstDelayMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 10_000;
    server.onUnexpectedExit((reason) => {
      if (this.stopped) return;
      this.log(`embedded PostgreSQL ${reason}: restarting it`);
      this.schedule(0);
    });
  }

  /** No more restarts; waits for a start in progress, then stops the server. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.restarting?.catch(() => {});
    await this.server.stop();
  }

  private schedule(failures: number): void {
    const now = Date.now();
    while (this.tries.length > 0 && this.tries[0]! <= now - MINUTE_MS) this.tries.shift();
    const backoff = failures === 0 ? this.firstDelayMs : Math.min(this.firstDelayMs * 2 ** failures, this.maxDelayMs);
    // With the minute's tries used, the next waits until the oldest of them is a minute old.
    const budgetWait = this.tries.length >= this.maxPerMinute ? this.tries[0]! + MINUTE_MS - now : 0;
    this.timer = setTimeout(() => {
      this.restarting = this.tryStart(failures);
    }, Math.max(backoff, budgetWait));
    this.timer.unref();
  }

  private async tryStart(failures: number): Promise<void> {
    if (this.stopped) return;
    this.tries.push(Date.now());
    try {
      await this.server.start();
      this.log(`embedded PostgreSQL restarted after ${failures + 1} ${failures === 0 ? "try" : "tries"}`);
    } catch (error) {
      if (this.stopped) return;
      this.log(`embedded PostgreSQL restart ${failures + 1} failed (${(error as Error).message}); trying again`);
      this.schedule(failures + 1);
    }
  }
}
