import type { Db } from "../../db/client";
import { verificationCodeFor } from "./verification-code-for";

/** The code an issued invoice carries (decision 0033), made when the invoice is first printed or opened; undefined for no such invoice. */
export async function invoiceVerificationCode(db: Db, invoiceNumber: number): Promise<string | undefined> {
  const order = await db.selectFrom("sample_requests").select(["id", "invoice_date", "created_at"]).where("invoice_number", "=", invoiceNumber).executeTakeFirst();
  if (!order) return undefined;
  return verificationCodeFor(db, { orderId: order.id, kind: "invoice", document: String(invoiceNumber), dated: order.invoice_date ?? order.created_at });
}
