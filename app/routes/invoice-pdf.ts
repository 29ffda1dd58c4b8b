import { data } from "react-router";
import { isLanguage } from "../../core/i18n/language";
import { renderInvoicePdf } from "../../core/payments/invoice-pdf";
import { loadInvoice } from "../lib/invoice.server";
import type { Route } from "./+types/invoice-pdf";

/** The invoice page printed to an A4 PDF, downloaded as an attachment; the same token rule as the page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const found = await loadInvoice(context, request, params.id);
  if (!found) throw data(null, { status: 404 });
  const { selfUrl, chromiumPath } = context.payments;
  if (!selfUrl || !chromiumPath) throw data(null, { status: 404 });
  const requested = new URL(request.url).searchParams.get("lang");
  const lang = isLanguage(requested) ? requested : context.lang;
  const pdf = await renderInvoicePdf(`${selfUrl}/invoice/${found.invoice.number}?token=${encodeURIComponent(found.token)}`, {
    executablePath: chromiumPath,
    cookies: { lang },
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="invoice-${found.invoice.number}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
