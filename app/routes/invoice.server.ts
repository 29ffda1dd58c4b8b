import QRCode from "qrcode";
import { redirect, type AppLoadContext } from "react-router";
import { isAppError } from "../../core/errors/app-error";
import { spendInvoiceLinkBudget } from "../../core/invoices/invoice-link-budget";
import type { Invoice } from "../../core/payments/get-invoice";
import { isInvoicePrintToken, isLegacyInvoiceToken } from "../../core/payments/invoice-token";
import { formatVerificationCode } from "../../core/verification/verification-code";
import { getUser } from "../lib/session.server";
import { testNameIn } from "../i18n/test-names.server";

const NUMBER = /^[1-9]\d{0,9}$/;

export type InvoiceAnswer =
  | { kind: "invoice"; invoice: Invoice; pdfHref: string; verification: InvoiceVerification }
  /** A shared link past its expiry or stopped by its owner: 410, with the way to the invoice (log in). */
  | { kind: "gone"; reason: "expired" | "revoked"; number: number }
  | { kind: "tooMany"; minutes: number };

/** The code the invoice carries, its QR code (drawn on the server, as SVG markup) and where it is checked: decision 0033. */
export type InvoiceVerification = { code: string; qrSvg: string; page: string };

async function verificationOf(context: AppLoadContext, invoice: Invoice): Promise<InvoiceVerification> {
  const code = await context.core.invoiceVerificationCode(invoice.number);
  if (!code) throw new Error("an invoice that was just read has no order");
  const page = `${context.origin}/verify`;
  return { code: formatVerificationCode(code), qrSvg: await QRCode.toString(`${page}/${code}`, { type: "svg", margin: 0, errorCorrectionLevel: "M" }), page };
}

/** The catalogue's tests by their names in the reader's language (the page, and the PDF printed from it). */
const inReadersLanguage = (context: AppLoadContext, invoice: Invoice): Invoice => ({
  ...invoice,
  tests: invoice.tests.map((test) => ({ ...test, name: testNameIn(context.lang, test.name) })),
});

/**
 * Decision 0030. The invoice is opened three ways: through a shared link (`?token=`, the WhatsApp message's or
 * one the owner made: spends the address's budget, each opening an audit row), by the server's own printer
 * (`?print=`, ten minutes), or by its owner logged in (nothing in the address; another account gets 404, a
 * visitor not logged in is sent to log in and back). A wrong token and a missing invoice are the same 404.
 */
export async function loadInvoice(context: AppLoadContext, request: Request, id: string): Promise<InvoiceAnswer | undefined> {
  if (!NUMBER.test(id)) return undefined;
  const number = Number(id);
  const url = new URL(request.url);
  const found = async (invoice: Invoice | undefined, pdfQuery: string): Promise<InvoiceAnswer | undefined> =>
    invoice && { kind: "invoice", invoice: inReadersLanguage(context, invoice), pdfHref: `/invoice/${number}/pdf?${pdfQuery}lang=${context.lang}`, verification: await verificationOf(context, invoice) };

  const print = url.searchParams.get("print");
  if (print !== null) return isInvoicePrintToken(context.payments.secret, number, print) ? found(await context.core.getInvoice(number), "") : undefined;

  const token = url.searchParams.get("token");
  if (token !== null) {
    try {
      await spendInvoiceLinkBudget(context.auth.rateLimiter, { ip: context.clientIp });
    } catch (error) {
      if (isAppError(error) && error.status === 429) return { kind: "tooMany", minutes: Number(error.details.count ?? 1) };
      throw error;
    }
    // A link from before migration 0037 never expired: it is answered as expired now.
    const opened = isLegacyInvoiceToken(context.payments.secret, number, token)
      ? ({ state: "expired" } as const)
      : await context.core.openInvoiceLink({ invoiceNumber: number, token, as: "page" });
    if (!opened) return undefined;
    if (opened.state === "open") return found(await context.core.getInvoice(number), `token=${encodeURIComponent(token)}&`);
    // A link that no longer works still opens for its owner, logged in: the owner needs no link.
    const user = await getUser(context);
    const own = user ? await context.core.getInvoice(number, { ownerId: user.id }) : undefined;
    return own ? found(own, "") : { kind: "gone", reason: opened.state, number };
  }

  const user = await getUser(context);
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname)}`);
  return found(await context.core.getInvoice(number, { ownerId: user.id }), "");
}
