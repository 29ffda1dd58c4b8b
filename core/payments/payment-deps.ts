import type { Db } from "../../db/client";
import type { InvoicePrintQueue } from "../invoices/invoice-print-queue";
import type { MessageQueue } from "../messaging/message-queue";
import type { Messenger } from "../messaging/messenger";
import type { PaymentGateway } from "./gateway";

/** What the payment functions need from the outside world; the host builds it once. */
export type PaymentDeps = {
  db: Db;
  gateway: PaymentGateway;
  /** Stores the patient's WhatsApp messages (in the payment's own transaction). */
  messenger: Messenger;
  /** Sends the stored messages after the commit, with retries (the send-message job). */
  messageQueue: MessageQueue;
  /** Prints a paid order's invoice once, after the commit (the invoice-print job). */
  invoicePrints: InvoicePrintQueue;
  /** Server secret: the invoice printer's tokens, and recognising the links made before migration 0037. */
  secret: string;
  /** Days a shared invoice link works (INVOICE_LINK_DAYS; core/invoices/invoice-link.ts's default when unset). */
  invoiceLinkDays?: number;
  /** Public origin for links in WhatsApp messages (no trailing slash). */
  publicUrl: string;
  /** This process's own address, where Chromium fetches the invoice page to print it as a PDF. */
  selfUrl?: string;
  /** Chromium for invoice PDFs. */
  chromiumPath?: string;
  /** Called when a stored message could not be queued; the business step is never undone by it. */
  onMessageError?: (error: unknown) => void;
};

/** An attempt lives this long at the gateway (PhonePe's expireAfter, seconds). */
export const PAYMENT_EXPIRE_AFTER_SECONDS = 20 * 60;
/** Our server asks the gateway about one attempt at most this often, however many tabs poll. */
export const STATUS_MIN_INTERVAL_MS = 3_000;
