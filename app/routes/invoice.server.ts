import type { AppLoadContext } from "react-router";
import { isInvoiceToken } from "../../core/payments/invoice-token";

const NUMBER = /^[1-9]\d{0,9}$/;

/** ARCHITECTURE.md §2: the link carries an HMAC of the invoice number; a wrong token and a missing invoice are the same. */
export async function loadInvoice(context: AppLoadContext, request: Request, id: string) {
  const token = new URL(request.url).searchParams.get("token");
  if (!NUMBER.test(id) || !isInvoiceToken(context.payments.secret, Number(id), token)) return undefined;
  const invoice = await context.core.getInvoice(Number(id));
  return invoice && { invoice, token: token ?? "" };
}
