import type PgBoss from "pg-boss";
import type { InvoicePrint } from "./invoice-print-queue";

export const INVOICE_PRINT_QUEUE = "invoice-print";

/**
 * Chromium prints take 2–5 s and 0.2–0.3 GB each; five at once on two cores already took 15 s each and twenty all
 * failed (operations review 2026-11-25). Two at a time per process keeps a burst queued, not failing.
 */
export const INVOICE_PRINTS_PER_PROCESS = 2;

/**
 * `short`: at most one queued print per invoice and language (the singleton key), however often it is asked for.
 * A failed print is tried again with growing pauses; the reconciliation sweep queues any still missing.
 */
export const INVOICE_PRINT_QUEUE_POLICY: Omit<PgBoss.Queue, "name"> = {
  policy: "short",
  retryLimit: 4,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 120,
};

export const invoicePrintKey = (print: InvoicePrint): string => `${print.invoiceNumber}:${print.language}`;
