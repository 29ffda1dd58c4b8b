import { kolkataDay } from "../time/kolkata-day";

/**
 * How long a tax invoice is kept after its account is erased: the later of two legal holds (decision 0029).
 * - GST: the CGST Act 2017 s.36 keeps the accounts and records of s.35 (invoices among them) until 72 months have
 *   passed from the due date of the annual return for the year they belong to. The annual return (s.44, GSTR-9) is due
 *   on 31 December after the financial year (1 April – 31 March) ends: an invoice of 10 May 2026 (financial year
 *   2026-27, return due 31 December 2027) is held until 31 December 2033, between about 6¾ and 7¾ years after its
 *   date. Records that are part of an appeal, a revision or another proceeding are kept longer, and the due date may
 *   be extended by notification.
 * - Books of account: the Companies Act 2013 s.128(5) keeps the books of account with their vouchers for the eight
 *   financial years before the current one: the same invoice is held until 31 March 2035, the end of the eighth
 *   financial year after its own (docs/reliability.md keeps invoices and payments 8 years for this reason).
 * Both are the earliest day a hold ends, never a promise to delete on that day.
 */
export const GST_RETENTION_MONTHS = 72;
export const BOOKS_OF_ACCOUNT_YEARS = 8;

/** The calendar year in which the financial year of this Kolkata day ends (31 March). */
function financialYearEnd(invoiceDate: Date): number {
  const [year = 0, month = 1] = kolkataDay(invoiceDate).date.split("-").map(Number);
  return month >= 4 ? year + 1 : year;
}

/** yyyy-mm-dd: the last day of the GST hold (72 months from 31 December after the financial year's end). */
export function gstHoldEnds(invoiceDate: Date): string {
  return `${financialYearEnd(invoiceDate) + GST_RETENTION_MONTHS / 12}-12-31`;
}

/** yyyy-mm-dd: the last day of the books-of-account hold (the eighth financial year after the invoice's own ends). */
export function booksHoldEnds(invoiceDate: Date): string {
  return `${financialYearEnd(invoiceDate) + BOOKS_OF_ACCOUNT_YEARS}-03-31`;
}

/** yyyy-mm-dd: the last day an invoice dated `invoiceDate` is held, the later of the two holds. */
export function invoiceKeptUntil(invoiceDate: Date): string {
  const gst = gstHoldEnds(invoiceDate);
  const books = booksHoldEnds(invoiceDate);
  return gst > books ? gst : books;
}
