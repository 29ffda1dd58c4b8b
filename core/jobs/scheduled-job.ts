import type PgBoss from "pg-boss";

/**
 * Work pg-boss starts on a cron schedule. The queue's policy decides how many run at once across every
 * process (`singleton`: one active job, however many processes poll the queue).
 */
export type ScheduledJob = {
  /** The queue's name; pg-boss keeps one schedule per queue. */
  name: string;
  /** Cron (UTC), e.g. `* * * * *` for every minute. */
  cron: string;
  queue: Omit<PgBoss.Queue, "name">;
  run: () => Promise<void>;
};
