import PgBoss from "pg-boss";
import type { Messenger } from "../messaging/messenger";
import type { MessageQueue } from "./message-queue";
import { runSendMessageJob, SEND_MESSAGE_QUEUE, SEND_MESSAGE_RETRIES, type SendMessageJobData } from "./send-message-job";

/** pg-boss keeps its tables in their own schema of the app's database (ARCHITECTURE.md §15). */
export const JOBS_SCHEMA = "pgboss";

export type JobRunner = {
  messages: MessageQueue;
  /** Stops taking jobs, lets the running ones finish (up to `timeoutMs`), then closes pg-boss's connections. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
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
  await boss.createQueue(SEND_MESSAGE_QUEUE, SEND_MESSAGE_RETRIES);

  const workerIds: string[] = [];
  if (options.work !== false) {
    for (let i = 0; i < (options.workers ?? 4); i += 1) {
      const id = await boss.work<SendMessageJobData>(
        SEND_MESSAGE_QUEUE,
        // One job per fetch: a failed try throws and is retried alone.
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (job) await runSendMessageJob(options.messenger, job);
        },
      );
      workerIds.push(id);
    }
  }
  let next = 0;

  return {
    messages: {
      async enqueue(messageId) {
        await boss.send(SEND_MESSAGE_QUEUE, { messageId } satisfies SendMessageJobData);
        // A worker in this process looks at once instead of at its next poll.
        if (workerIds.length > 0) boss.notifyWorker(workerIds[next++ % workerIds.length]!);
      },
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
