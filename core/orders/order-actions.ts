import { awaitsAmountAcceptance } from "../payments/amount-acceptance";

/** Spec 000 §5: which of Pay Now, Download Report and Download Invoice an order offers; the server enforces the same. */
export type OrderForActions = {
  status: string;
  payment_status: string;
  amount_paise: number | null;
  accepted_amount_paise?: number | null;
  invoice_number?: number | null;
};

/** Pay Now: the amount is set (not 'N/A'), accepted where that is asked, and payment_status is Pending; a cancelled order is not paid for. */
export function canPay(order: OrderForActions): boolean {
  return (
    order.amount_paise !== null &&
    order.amount_paise >= 100 &&
    order.payment_status === "Pending" &&
    order.status !== "Cancelled" &&
    !awaitsAmountAcceptance(order)
  );
}

export function canDownloadReport(order: OrderForActions): boolean {
  return order.status === "Report Generated";
}

export function canDownloadInvoice(order: OrderForActions): boolean {
  return order.payment_status === "Success" && order.invoice_number != null;
}
