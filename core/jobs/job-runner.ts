import PgBoss from "pg-boss";
import { INVOICE_PRINT_QUEUE, INVOICE_PRINT_QUEUE_POLICY, INVOICE_PRINTS_PER_PROCESS, invoicePrintKey } from "../invoices/invoice-print-job";
import type { InvoicePrint, InvoicePrintQueue } from "../invoices/invoice-print-queue";
import { isLanguage } from "../i18n/language";
import { DATA_EXPORT_QUEUE, DATA_EXPORT_QUEUE_POLICY, type DataExportQueue } from "../privacy/data-export-queue";
import type { Messenger } from "../messaging/messenger";
import type { MessageQueue } from "../messaging/message-queue";
import type { ScheduledJob } from "./scheduled-job";
import { runSendMessageJob, SEND_MESSAGE_QUEUE, SEND_MESSAGE_RETRIES, type SendMessageJobData } from "./send-message-job";

/** pg-boss keeps its tables in their own schema of the app's database (ARCHITECTURE.md §15). */
export const JOBS_SCHEMA = "pgboss";

export type JobRunner = {
  messages: MessageQueue;
  invoices: InvoicePrintQueue;
  /** "Download my data" archives to build (core/privacy/build-data-export.ts). */
  exports: DataExportQueue;
  /** Starts this process's export builder: one at a time (an archive reads every file of an account). Given after start-up. */
  buildExports(build: (exportId: number) => Promise<void>): Promise<void>;
  /**
   * Starts this process's invoice printers: INVOICE_PRINTS_PER_PROCESS workers taking one job each, so never more
   * prints at once, however many are queued. Given after start-up, like `schedule`: printing needs the server.
   */
  printInvoices(print: (job: InvoicePrint) => Promise<void>): Promise<void>;
  /**
   * Creates the job's queue and schedule and, when this process works, its worker. Given after start-up because
   * its work usually needs the services, which need `messages` first.
   */
  schedule(job: ScheduledJob): Promise<void>;
  /** Stops taking jobs, lets the running ones finish (up to `timeoutMs`), then closes pg-boss's connections. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Jobs waiting in each queue (not yet taken by a worker): the metrics' queue depth. */
  queueDepths(): Promise<Record<string, number>>;
};

export type JobRunnerOptions = {
  connectionString: string;
  messenger: Messenger;
  /** Run the workers in this process (false: only queue jobs, for a process that serves pages only). */
  work?: boolean;
  pollingIntervalSeconds?: number;
  /** Messages sent at once by this process (each worker takes one job at a time). */
  workers?: number;
  onError?: (error: Error) => void;
};

/** Starts pg-boss on the app's database (creating or upgrading its schema) and the workers of every queue. */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString: options.connectionString, schema: JOBS_SCHEMA, max: 4, application_name: "nikat-jobs" });
  // pg-boss reports a lost connection or a failed maintenance run as an 'error' event; unheard, it would end the process.
  boss.on("error", (error: Error) => options.onError?.(error));
  await boss.start();
  await createQueue(boss, SEND_MESSAGE_RETRIES);
  await createQueue(boss, { ...INVOICE_PRINT_QUEUE_POLICY, name: INVOICE_PRINT_QUEUE });
  await createQueue(boss, { ...DATA_EXPORT_QUEUE_POLICY, name: DATA_EXPORT_QUEUE });

  // Handlers running now, counted by us: pg-boss's graceful stop does not see a job whose fetch is still in flight
  // when it stops, and closes its connections while that job's handler then runs on (a message claimed, never
  // recorded: a rolling restart's confirmation left 'sending'). stop() waits for these too.
  const running = new Set<Promise<unknown>>();
  const tracked = <T>(work: () => Promise<T>): Promise<T> => {
    const promise = work();
    running.add(promise);
    void promise.catch(() => {}).finally(() => running.delete(promise));
    return promise;
  };

  const workerIds: string[] = [];
  if (options.work !== false) {
    for (let i = 0; i < (options.workers ?? 4); i += 1) {
      const id = await boss.work<SendMessageJobData>(
        SEND_MESSAGE_QUEUE,
        // One job per fetch: a failed try throws and is retried alone.
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (job) await tracked(() => runSendMessageJob(options.messenger, job));
        },
      );
      workerIds.push(id);
    }
  }
  let next = 0;
  const queueNames = new Set([SEND_MESSAGE_QUEUE, INVOICE_PRINT_QUEUE, DATA_EXPORT_QUEUE]);
  const printerIds: string[] = [];
  const exporterIds: string[] = [];

  return {
    async schedule(job) {
      await createQueue(boss, { ...job.queue, name: job.name });
      queueNames.add(job.name);
      // Every process may (re)write the schedule: pg-boss keeps one per queue and sends one job per tick.
      await boss.schedule(job.name, job.cron);
      if (options.work === false) return;
      await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
        await tracked(() => job.run());
      });
    },
    async printInvoices(print) {
      if (options.work === false) return;
      for (let i = 0; i < INVOICE_PRINTS_PER_PROCESS; i += 1) {
        const id = await boss.work<InvoicePrint>(
          INVOICE_PRINT_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (job && Number.isInteger(job.data.invoiceNumber) && isLanguage(job.data.language)) await tracked(() => print(job.data));
          },
        );
        printerIds.push(id);
      }
    },
    async buildExports(build) {
      if (options.work === false) return;
      const id = await boss.work<{ exportId: number }>(
        DATA_EXPORT_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (job && Number.isSafeInteger(job.data.exportId)) await tracked(() => build(job.data.exportId));
        },
      );
      exporterIds.push(id);
    },
    exports: {
      async enqueue(exportId) {
        await boss.send(DATA_EXPORT_QUEUE, { exportId }, { singletonKey: String(exportId) });
        if (exporterIds.length > 0) boss.notifyWorker(exporterIds[0]!);
      },
    },
    invoices: {
      async enqueue(print) {
        await boss.send(INVOICE_PRINT_QUEUE, print, { singletonKey: invoicePrintKey(print) });
        if (printerIds.length > 0) boss.notifyWorker(printerIds[next++ % printerIds.length]!);
      },
    },
    messages: {
      async enqueue(messageId) {
        await boss.send(SEND_MESSAGE_QUEUE, { messageId } satisfies SendMessageJobData);
        // A worker in this process looks at once instead of at its next poll.
        if (workerIds.length > 0) boss.notifyWorker(workerIds[next++ % workerIds.length]!);
      },
    },
    async queueDepths() {
      const names = [...queueNames];
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name)));
      return Object.fromEntries(names.map((name, i) => [name, sizes[i]!]));
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      // The app's database closes after this: a handler pg-boss did not wait for finishes first (its job, completed
      // nowhere now, expires and is tried again elsewhere, where the message is found sent and left alone).
      while (running.size > 0 && Date.now() < deadline) await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))]);
    },
  };
}

/**
 * pg-boss creates a queue's table in a transaction that two processes starting together can deadlock on
 * (PostgreSQL 40P01 ends one of them); the loser tries again and finds the queue made.
 */
async function createQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let round = 1; ; round++) {
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== "40P01" || round >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * round));
    }
  }
}
