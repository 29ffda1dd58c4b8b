import type { Db } from "../../db/client";
import type { MessageQueue } from "../messaging/message-queue";
import type { Messenger } from "../messaging/messenger";
import type { RateLimiter } from "../rate-limit/rate-limiter";

/** What the account functions need from the outside world; the host builds it once. */
export type AuthDeps = {
  db: Db;
  /** Server secret for hashing codes. */
  secret: string;
  messenger: Messenger;
  /** Messages sent after the answer (password reset codes). */
  messageQueue: MessageQueue;
  rateLimiter: RateLimiter;
  /** Where 'WhatsApp not found for: …' reports go. */
  internalAlertPhone: string;
};
