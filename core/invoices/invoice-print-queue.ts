import type { Language } from "../i18n/language";

export type InvoicePrint = { invoiceNumber: number; language: Language };

/**
 * Invoice PDFs printed after the answer: the caller commits the paid order, then queues its print; a job prints it
 * once and stores it (core/invoices/invoice-print-job.ts), at most INVOICE_PRINTS_PER_PROCESS at a time.
 */
export interface InvoicePrintQueue {
  enqueue(print: InvoicePrint): Promise<void>;
}

/** For tests and tools that run no job runner: remembers what was queued and prints nothing. */
export function recordingInvoicePrintQueue(): InvoicePrintQueue & { readonly queued: InvoicePrint[] } {
  const queued: InvoicePrint[] = [];
  return {
    queued,
    async enqueue(print) {
      queued.push(print);
    },
  };
}
