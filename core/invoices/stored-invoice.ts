import type { Db } from "../../db/client";
import type { Language } from "../i18n/language";

export type StoredInvoice = { fileKey: string; sha256: string; size: number };

/** The invoice's printed PDF in this language, or undefined while it is not printed yet. */
export async function findStoredInvoice(db: Db, invoiceNumber: number, language: Language): Promise<StoredInvoice | undefined> {
  const row = await db
    .selectFrom("invoice_files")
    .select(["file_key", "sha256", "size"])
    .where("invoice_number", "=", invoiceNumber)
    .where("language", "=", language)
    .executeTakeFirst();
  return row && { fileKey: row.file_key, sha256: row.sha256, size: row.size };
}
