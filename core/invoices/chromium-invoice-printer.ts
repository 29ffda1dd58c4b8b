import { invoicePrintToken } from "../payments/invoice-token";
import { renderInvoicePdf } from "../payments/invoice-pdf";
import type { PaymentDeps } from "../payments/payment-deps";
import type { InvoicePrinter } from "./print-invoice";

/**
 * Chromium prints the invoice page this server renders, in the print's language; undefined when this process has
 * no address of its own or no Chromium (the paid orders' prints wait in the queue for a process that has).
 */
export function chromiumInvoicePrinter(payments: Pick<PaymentDeps, "selfUrl" | "chromiumPath" | "secret">): InvoicePrinter | undefined {
  const { selfUrl, chromiumPath, secret } = payments;
  if (!selfUrl || !chromiumPath) return undefined;
  return async ({ invoiceNumber, language }) =>
    renderInvoicePdf(`${selfUrl}/invoice/${invoiceNumber}?print=${encodeURIComponent(invoicePrintToken(secret, invoiceNumber))}`, {
      executablePath: chromiumPath,
      cookies: { lang: language },
    });
}
