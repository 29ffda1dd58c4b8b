import type { Db } from "../../db/client";
import { formatDate, formatRupees } from "../format/format";
import { formatAddress } from "../geo/format-address";
import { orderedTestsOf } from "../orders/ordered-test";

export type Invoice = {
  number: number;
  date: string;
  orderId: number;
  patient: { name: string; phone: string; address: string | null };
  labName: string | null;
  tests: { name: string; amount: string | null }[];
  total: string;
  paidVia: string | null;
  transactionId: string | null;
  transactionPnr: string | null;
  /** When the payment was taken: the gateway's transaction time, or for cash and UPI at the door the moment staff recorded it. */
  paidOn: string | null;
};

/**
 * The invoice of a paid order, by its number: the caller has checked the shared link or the printer's token, or
 * gives the session's user as `ownerId`, and then only that account's invoice is found (another's: undefined).
 */
export async function getInvoice(db: Db, invoiceNumber: number, options: { ownerId?: number } = {}): Promise<Invoice | undefined> {
  let query = db
    .selectFrom("sample_requests")
    .select([
      "id",
      "name",
      "invoice_name",
      "phone",
      "address",
      "village",
      "city",
      "pincode",
      "lab_name",
      "tests",
      "payment_amount_paise",
      "amount_paise",
      "payment_method",
      "transaction_id",
      "transaction_pnr",
      "transaction_date",
      "transaction_time",
      "payment_date",
      "payment_time",
      "invoice_number",
      "invoice_date",
    ])
    .where("invoice_number", "=", invoiceNumber)
    .where("payment_status", "=", "Success");
  if (options.ownerId !== undefined) query = query.where("uid", "=", options.ownerId);
  const row = await query.executeTakeFirst();
  if (!row || row.invoice_number === null) return undefined;
  return {
    number: row.invoice_number,
    date: formatDate(row.invoice_date ?? new Date()),
    orderId: row.id,
    // A name corrected after the invoice was issued leaves the invoice as issued (issue #34).
    patient: { name: row.invoice_name ?? row.name, phone: row.phone, address: formatAddress([row.address, row.village, row.city, row.pincode]) },
    labName: row.lab_name,
    tests: orderedTestsOf(row.tests).map((test) => ({ name: test.name, amount: test.amountPaise === null ? null : formatRupees(test.amountPaise) })),
    total: formatRupees(row.payment_amount_paise ?? row.amount_paise ?? 0),
    paidVia: row.payment_method,
    transactionId: row.transaction_id,
    transactionPnr: row.transaction_pnr,
    paidOn: [row.transaction_date ?? row.payment_date, row.transaction_date ? row.transaction_time : row.payment_time].filter(Boolean).join(", ") || null,
  };
}
