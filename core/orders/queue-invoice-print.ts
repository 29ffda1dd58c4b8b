import { isLanguage } from "../i18n/language";
import type { OrderDeps } from "./order-deps";
import type { OrderRow } from "./run-transition";

/**
 * After a payment at the door has committed: its invoice is printed once by the job. Should queuing fail, the
 * reconciliation job finds the paid order without its PDF and queues it (core/invoices/queue-missing-invoice-prints.ts).
 */
export async function queueInvoicePrint(deps: OrderDeps, order: Pick<OrderRow, "invoice_number" | "language">): Promise<void> {
  if (order.invoice_number === null) return;
  await deps.invoicePrints
    .enqueue({ invoiceNumber: order.invoice_number, language: isLanguage(order.language) ? order.language : "en" })
    .catch((error: unknown) => deps.onMessageError?.(error));
}
