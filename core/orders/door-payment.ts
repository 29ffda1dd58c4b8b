import type { Db } from "../../db/client";
import { formatDate, formatRupees, formatTime } from "../format/format";
import { invoiceLinkPath, issueInvoiceLink } from "../invoices/invoice-link";
import { nextInvoiceNumber } from "../payments/next-invoice-number";
import type { OrderRow, TransitionChange } from "./run-transition";

/** How a payment taken at the door is recorded (payment_method). */
export const DOOR_PAYMENT_METHODS = { cash: "Cash", upi: "UPI at collection" } as const;
export type DoorPaymentMethod = keyof typeof DOOR_PAYMENT_METHODS;

/**
 * A payment taken in cash or by UPI at the patient's door: Success, the next invoice number (in the caller's
 * transaction, so the number is used only if the payment is), and the patient's confirmation with a new shared invoice link.
 */
export async function doorPayment(
  tx: Db,
  order: OrderRow,
  method: DoorPaymentMethod,
  now: Date,
  links: { publicUrl: string; invoiceLinkDays?: number },
): Promise<Pick<TransitionChange<unknown>, "set" | "messages">> {
  const amount = order.amount_paise ?? 0;
  const invoiceNumber = await nextInvoiceNumber(tx);
  // The shared link in the message: random, expiring, revocable by the owner (decision 0030).
  const linkToken = await issueInvoiceLink(tx, { orderId: order.id, now, days: links.invoiceLinkDays });
  return {
    set: {
      payment_status: "Success",
      payment_method: DOOR_PAYMENT_METHODS[method],
      payment_date: formatDate(now),
      payment_time: formatTime(now),
      payment_amount_paise: amount,
      due_amount_paise: 0,
      invoice_number: invoiceNumber,
      invoice_date: now,
    },
    messages: [
      {
        template: "payment_confirmed",
        params: {
          name: order.name,
          order: String(order.id),
          amount: formatRupees(amount),
          link: `${links.publicUrl}${invoiceLinkPath(invoiceNumber, linkToken)}`,
        },
      },
    ],
  };
}
