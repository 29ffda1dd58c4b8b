import type PgBoss from "pg-boss";
import type { Messenger } from "../messaging/messenger";

export const SEND_MESSAGE_QUEUE = "send-message";

/**
 * Five more tries after the first, 10 s apart and doubling (about 5 minutes in all): WhatsApp's short outages
 * and throttling pass within that; a login or reset code is dead after 5 minutes anyway.
 */
export const SEND_MESSAGE_RETRIES: PgBoss.Queue = {
  name: SEND_MESSAGE_QUEUE,
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  // A try that hangs longer than this is given up by pg-boss; its claim stays 'sending' and is never sent again (decision 0016).
  expireInSeconds: 60,
};

export type SendMessageJobData = { messageId: number | null };

/**
 * One try at one stored message. The message row, not the job, is the unit: it is sent at most once however many
 * jobs or processes ask (Messenger.deliver claims the row and only a queued one can be claimed). A failure worth retrying
 * throws, so pg-boss tries again after the back-off; the last try marks the message failed.
 */
export async function runSendMessageJob(messenger: Messenger, job: PgBoss.JobWithMetadata<SendMessageJobData>): Promise<"sent" | "failed" | "skipped"> {
  if (job.data.messageId === null) return "skipped";
  const final = job.retryCount >= job.retryLimit;
  const result = await messenger.deliver(job.data.messageId, { final });
  if (!result) return "skipped";
  if (result.ok) return "sent";
  if (result.retryable) throw new Error(`message ${result.messageId} not delivered (${result.reason}); will retry`);
  return "failed";
}
