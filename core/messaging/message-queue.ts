/**
 * Messages sent after the answer: the caller stores the message (Messenger.store) and queues its id; a job
 * hands it to the provider with retries (the send-message job, core/jobs/send-message-job.ts).
 */
export interface MessageQueue {
  /** null queues an empty job: a caller that must take the same time whether or not it had a message to send. */
  enqueue(messageId: number | null): Promise<void>;
}

/** For tests and tools that run no job runner: remembers what was queued and sends nothing. */
export function recordingMessageQueue(): MessageQueue & { readonly queued: (number | null)[] } {
  const queued: (number | null)[] = [];
  return {
    queued,
    async enqueue(messageId) {
      queued.push(messageId);
    },
  };
}
