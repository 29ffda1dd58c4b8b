import { createHash } from "node:crypto";
import type { Db } from "../../db/client";
import type { FileStorage } from "../files/file-storage";
import type { InvoicePrint } from "./invoice-print-queue";
import { findStoredInvoice } from "./stored-invoice";

/** Prints one invoice page as a PDF (Chromium in production: core/payments/invoice-pdf.ts). */
export type InvoicePrinter = (print: InvoicePrint) => Promise<Uint8Array>;

export type PrintInvoiceDeps = { db: Db; storage: FileStorage; print: InvoicePrinter };

/**
 * Prints the invoice once and keeps it: nothing is printed when the PDF is stored already, and of two prints that
 * raced, the first row wins and the loser's file is removed. Answers false for an invoice that does not exist.
 */
export async function printInvoice(deps: PrintInvoiceDeps, print: InvoicePrint): Promise<boolean> {
  if (await findStoredInvoice(deps.db, print.invoiceNumber, print.language)) return true;
  const issued = await deps.db.selectFrom("sample_requests").select("id").where("invoice_number", "=", print.invoiceNumber).where("payment_status", "=", "Success").executeTakeFirst();
  if (!issued) return false;
  const bytes = await deps.print(print);
  const owner = issued.id;
  const fileKey = await deps.storage.put(bytes, { kind: "invoice", owner });
  const inserted = await deps.db
    .insertInto("invoice_files")
    .values({ invoice_number: print.invoiceNumber, language: print.language, file_key: fileKey, sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.byteLength })
    .onConflict((c) => c.columns(["invoice_number", "language"]).doNothing())
    .returning("file_key")
    .executeTakeFirst();
  if (!inserted) await deps.storage.delete(fileKey);
  return true;
}
