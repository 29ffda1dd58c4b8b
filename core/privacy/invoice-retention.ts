import { kolkataDay } from "../time/kolkata-day";

/**
 * How long a tax invoice is kept after its account is erased: the legal hold of the CGST Act 2017 s.36, which keeps
 * the accounts and records of s.35 (invoices among them) until 72 months have passed from the due date of the annual
 * return for the year they belong to. The annual return (s.44, GSTR-9) is due on 31 December after the financial year
 * (1 April – 31 March) ends, so an invoice of 10 May 2026 (financial year 2026-27, return due 31 December 2027) is kept
 * until 31 December 2033: between about 6¾ and 7¾ years after the invoice date. The law keeps longer records that are
 * part of an appeal, a revision or another proceeding, and the due date may be extended by notification: this is the
 * earliest day the hold ends, never a promise to delete on that day.
 */
export const GST_RETENTION_MONTHS = 72;

/** yyyy-mm-dd: the last day of the legal hold on an invoice dated `invoiceDate` (its Kolkata day). */
export function invoiceKeptUntil(invoiceDate: Date): string {
  const [year = 0, month = 1] = kolkataDay(invoiceDate).date.split("-").map(Number);
  // The financial year ends on 31 March of `endYear`; its annual return is due on 31 December of that year.
  const endYear = month >= 4 ? year + 1 : year;
  return `${endYear + GST_RETENTION_MONTHS / 12}-12-31`;
}
