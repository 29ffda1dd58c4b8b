import { sql } from "kysely";
import type { Db } from "../../db/client";

/**
 * The next number of the gap-free invoice series, taken in the caller's transaction: the row lock holds other
 * payments until it commits, and a rollback gives the number back.
 */
export async function nextInvoiceNumber(tx: Db): Promise<number> {
  const { last_number } = await tx
    .updateTable("invoice_counters")
    .set({ last_number: sql<number>`last_number + 1` })
    .where("series", "=", "invoice")
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return last_number;
}
