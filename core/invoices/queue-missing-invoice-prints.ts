import { sql } from "kysely";
import type { Db } from "../../db/client";
import { isLanguage } from "../i18n/language";
import type { InvoicePrintQueue } from "./invoice-print-queue";

/** Prints queued per sweep; the next minute's sweep takes the rest (a fresh database of paid demo orders, a long outage). */
const SWEEP_BATCH = 100;
/** The patient's language, as messages use it; English for anything else. */
const printedLanguage = sql<string>`case when o.language in ('en', 'hi', 'bn') then o.language else 'en' end`;

/**
 * A paid order with no stored invoice PDF gets its print queued, in the patient's language: a crash between
 * the payment's commit and the queuing, a print that failed all its tries, demo data loaded with its orders paid.
 * Queuing twice is harmless (one queued print per invoice, and a stored one is never printed again).
 */
export async function queueMissingInvoicePrints(deps: { db: Db; invoicePrints: InvoicePrintQueue }): Promise<number> {
  const rows = await deps.db
    .selectFrom("sample_requests as o")
    .select(["o.invoice_number", printedLanguage.as("language")])
    .where("o.payment_status", "=", "Success")
    .where("o.invoice_number", "is not", null)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("invoice_files as f").select("f.invoice_number").whereRef("f.invoice_number", "=", "o.invoice_number")),
      ),
    )
    .orderBy("o.invoice_number")
    .limit(SWEEP_BATCH)
    .execute();
  for (const row of rows) {
    if (row.invoice_number === null) continue;
    await deps.invoicePrints.enqueue({ invoiceNumber: row.invoice_number, language: isLanguage(row.language) ? row.language : "en" });
  }
  return rows.length;
}
