import type { Db } from "../../db/client";
import type { MessageQueue } from "../messaging/message-queue";
import type { Messenger } from "../messaging/messenger";

/** What the reminder jobs need: the database, the messenger to store a message in a transaction, and its queue. */
export type ReminderDeps = {
  db: Db;
  messenger: Pick<Messenger, "store">;
  messageQueue: MessageQueue;
  /** Public origin for the links in the messages (no trailing slash). */
  publicUrl: string;
  /** Called when a stored message could not be queued: the send-message sweep queues it again later. */
  onMessageError?: (error: unknown) => void;
};

/** Queues the messages stored by a committed transaction; a failure to queue loses nothing (the sweep requeues). */
export async function queueStored(deps: ReminderDeps, messageIds: readonly number[]): Promise<void> {
  for (const id of messageIds) await deps.messageQueue.enqueue(id).catch((error: unknown) => deps.onMessageError?.(error));
}
