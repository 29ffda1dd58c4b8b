import { Icon } from "../components/icons/icon";
import { data } from "react-router";
import { usePageT } from "../i18n/page-i18n";
import { useTranslation } from "../i18n/react";
import { notPricedText, paymentMethodText } from "../i18n/stored-values";
import { loadInvoice } from "./invoice.server";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/invoice";

const STATUS = { invoice: 200, gone: 410, tooMany: 429 } as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const found = await loadInvoice(context, request, params.id);
  if (!found) throw data(null, { status: 404 });
  const number = found.kind === "invoice" ? found.invoice.number : found.kind === "gone" ? found.number : Number(params.id);
  return data(
    {
      ...pageData(context, request, "invoice", { noindex: true, values: { number: String(number) } }),
      found,
      brand: context.brand,
    },
    { status: STATUS[found.kind], headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Health and payment data: never kept in a shared cache. */
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

function Line({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-end font-semibold text-slate-900 [overflow-wrap:anywhere]" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Printable on A4 and readable on a phone; the shell is hidden when printing (app.css, .invoice-sheet). */
export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const { found, brand } = loaderData;
  if (found.kind !== "invoice") {
    const texts = found.kind === "gone" ? found.reason : "linkTooMany";
    return (
      <section className="container-page max-w-xl py-12 text-center" data-testid={`invoice-${texts}`}>
        <Icon name={found.kind === "gone" ? "key-round" : "clock"} className="mx-auto h-12 w-12 text-brand-700" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t(`${texts}.title`)}</h1>
        <p className="mt-3 text-slate-700">{t(`${texts}.text`, { number: found.kind === "gone" ? found.number : "" })}</p>
        {found.kind === "gone" ? (
          <a href={`/login?redirectTo=${encodeURIComponent(`/invoice/${found.number}`)}`} className="btn mt-6 bg-brand-700 text-white hover:bg-brand-800" data-testid="invoice-login">
            {t(`${found.reason}.login`)}
          </a>
        ) : null}
      </section>
    );
  }
  const { invoice, pdfHref, verification } = found;
  return (
    <div className="container-page max-w-3xl py-6 print:max-w-none print:p-0" data-no-floating-call>
      <div className="mb-4 flex flex-wrap gap-3 print:hidden">
        <a href={pdfHref} className="btn bg-brand-700 text-white hover:bg-brand-800" data-testid="invoice-pdf">
          <Icon name="download" className="h-5 w-5" /> {t("downloadPdf")}
        </a>
        <button type="button" onClick={() => window.print()} className="btn bg-slate-100 text-slate-900 ring-1 ring-slate-300 hover:bg-slate-200">
          <Icon name="printer" className="h-5 w-5" /> {t("print")}
        </button>
      </div>
      <article className="invoice-sheet rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 print:rounded-none print:p-0 print:shadow-none print:ring-0">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <p className="text-2xl font-black text-brand-800">{brand.name}</p>
            <p className="text-sm text-slate-600">{t("brandLine")}</p>
            <p className="mt-1 text-sm text-slate-700">
              +91 {brand.supportPhone} · {brand.supportEmail}
            </p>
          </div>
          <div className="text-end">
            <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
            <p className="font-semibold text-slate-900" data-testid="invoice-number">
              {t("number", { number: invoice.number })}
            </p>
            <p className="text-sm text-slate-700">{t("date", { date: invoice.date })}</p>
          </div>
        </header>

        <section className="grid gap-4 border-b border-slate-200 py-4 sm:grid-cols-2">
          <div>
            <h2 className="text-sm font-semibold text-slate-600 uppercase">{t("billedTo")}</h2>
            <p className="mt-1 font-semibold text-slate-900" data-testid="invoice-patient">
              {invoice.patient.name}
            </p>
            <p className="text-slate-700">+91 {invoice.patient.phone}</p>
            {invoice.patient.address ? <p className="text-slate-700">{invoice.patient.address}</p> : null}
          </div>
          <div className="sm:text-end">
            <h2 className="text-sm font-semibold text-slate-600 uppercase">{t("order")}</h2>
            <p className="mt-1 font-semibold text-slate-900">#{invoice.orderId}</p>
            {invoice.labName ? <p className="text-slate-700">{t("lab", { lab: invoice.labName })}</p> : null}
          </div>
        </section>

        <table className="mt-4 w-full">
          <thead>
            <tr className="border-b border-slate-300 text-sm text-slate-600">
              <th scope="col" className="py-2 text-start font-semibold">
                {t("test")}
              </th>
              <th scope="col" className="py-2 text-end font-semibold whitespace-nowrap">
                {t("amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.tests.map((test, index) => (
              <tr key={`${test.name}-${index}`} className="border-b border-slate-100">
                <td className="py-2 pe-3 text-slate-900">{test.name}</td>
                <td className="py-2 text-end whitespace-nowrap text-slate-900">{test.amount ?? notPricedText(common)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-3 text-start text-lg font-bold text-slate-900">
                {t("total")}
              </th>
              <td className="pt-3 text-end text-lg font-bold whitespace-nowrap text-slate-900" data-testid="invoice-total">
                {invoice.total}
              </td>
            </tr>
          </tfoot>
        </table>

        <section className="mt-6 rounded-xl bg-slate-50 p-4 print:bg-white print:ring-1 print:ring-slate-300">
          <h2 className="font-bold text-slate-900">{t("payment")}</h2>
          <dl className="mt-2">
            <Line label={t("paidVia")} value={invoice.paidVia ? paymentMethodText(common, invoice.paidVia) : ""} />
            {/* A payment at the door has no transaction: its lines are left out, not shown empty. */}
            {invoice.transactionId ? <Line label={t("transactionId")} value={invoice.transactionId} testId="invoice-transaction" /> : null}
            {invoice.transactionPnr ? <Line label={t("reference")} value={invoice.transactionPnr} /> : null}
            {invoice.paidOn ? <Line label={t("paidOn")} value={invoice.paidOn} testId="invoice-paid-on" /> : null}
          </dl>
        </section>
        <section className="mt-6 flex items-center gap-4 border-t border-slate-200 pt-4 print:break-inside-avoid" data-testid="invoice-verification">
          {/* Drawn on the server from our own address and a code of our alphabet: no user text, so it is safe as markup. */}
          <div className="h-24 w-24 shrink-0" role="img" aria-label={t("verification.qrLabel")} dangerouslySetInnerHTML={{ __html: verification.qrSvg }} />
          <div className="min-w-0">
            <h2 className="text-sm font-semibold text-slate-600 uppercase">{t("verification.title")}</h2>
            <p className="font-mono text-lg font-bold tracking-wider text-slate-900" data-testid="invoice-verification-code">
              {verification.code}
            </p>
            <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{t("verification.text", { page: verification.page.replace(/^https?:\/\//, "") })}</p>
          </div>
        </section>
        <p className="mt-6 text-sm text-slate-600">{t("thanks", { brand: brand.name })}</p>
      </article>
    </div>
  );
}
