import type { Db } from "../../db/client";
import type { FileStorage } from "../files/file-storage";
import type { InvoicePrintQueue } from "../invoices/invoice-print-queue";
import type { MessageQueue } from "../messaging/message-queue";
import type { Messenger } from "../messaging/messenger";

/** What the order transitions need from the outside world; routes build it from the load context. */
export type OrderDeps = {
  db: Db;
  /** Stores the patient's WhatsApp message in the transition's own transaction. */
  messenger: Pick<Messenger, "store">;
  /** Sends the stored messages after the commit, with retries (the send-message job). */
  messageQueue: MessageQueue;
  /** Prints the invoice of a payment taken at the door, after the commit (the invoice-print job). */
  invoicePrints: InvoicePrintQueue;
  /** Reports uploaded by labs. */
  storage: FileStorage;
  /** Public origin for links in messages (no trailing slash). */
  publicUrl: string;
  /** Server secret (the order's deps are the payments' own, spread). */
  secret: string;
  /** Days the shared invoice link in the payment-at-the-door message works (default: core/invoices/invoice-link.ts). */
  invoiceLinkDays?: number;
  /** The number a patient calls for what the agent's visit needs (the agent's own number is never sent). */
  supportPhone: string;
  /** Called when a stored message could not be queued; the transition is never undone by it. */
  onMessageError?: (error: unknown) => void;
};

/** Who is acting, from the server session: a lab user's lab comes from their account, never from the form. */
export type Actor = { id: number; role: "patient" | "admin" | "agent" | "lab"; labId?: number | null };
