import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import type { FormResult } from "../../lib/form-result";

export type InvoiceLinkResult = FormResult<{ stopped?: number; link?: string }>;

/**
 * The invoice's shared link (decision 0030): until when it works, "Stop the shared link", and "Make a new link",
 * whose address is shown once, in the answer to the post (never in a URL: only its hash is kept). Plain form posts
 * to the order page's own action, so both work before the script arrives.
 */
export function InvoiceLinkSection({ t, orderId, activeUntil, days, result }: { t: TFunction; orderId: number; activeUntil: string | null; days: number; result: InvoiceLinkResult | null }) {
  const problem = result && !result.ok ? (result.formError ?? Object.values(result.fieldErrors)[0] ?? "errors.badForm") : null;
  const made = result?.ok && result.link ? result.link : null;
  const stopped = result?.ok && result.stopped !== undefined && !made;
  return (
    <section aria-labelledby="invoice-link-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid="invoice-link">
      <h2 id="invoice-link-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Icon name="key-round" className="h-5 w-5 text-brand-700" /> {t("invoiceLink.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("invoiceLink.about")}</p>
      {problem ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 font-semibold text-red-900 ring-1 ring-red-200" data-testid="invoice-link-error">
          {t(`common:${problem}`, result && !result.ok ? result.details : undefined)}
        </p>
      ) : null}
      {stopped ? (
        <p role="status" className="mt-3 rounded-xl bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200" data-testid="invoice-link-stopped">
          {t("invoiceLink.stopped")}
        </p>
      ) : null}
      {made ? (
        <div role="status" className="mt-3 rounded-xl bg-green-50 p-3 ring-1 ring-green-200">
          <p className="font-semibold text-green-900">{t("invoiceLink.made")}</p>
          <p className="mt-2 rounded-lg bg-white p-2 font-mono text-sm text-slate-900 ring-1 ring-green-200 [overflow-wrap:anywhere]" data-testid="invoice-link-made">
            {made}
          </p>
        </div>
      ) : null}
      <p className="mt-3 font-semibold text-slate-900" data-testid="invoice-link-state">
        {activeUntil ? t("invoiceLink.active", { date: activeUntil }) : t("invoiceLink.none")}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {activeUntil ? (
          <form method="post" action={`/trace/test/${orderId}`}>
            <input type="hidden" name="intent" value="stop-link" />
            <button type="submit" className="btn w-full bg-red-700 text-white hover:bg-red-800 sm:w-auto" data-testid="invoice-link-stop">
              <Icon name="x" className="h-5 w-5" /> {t("invoiceLink.stop")}
            </button>
          </form>
        ) : null}
        <form method="post" action={`/trace/test/${orderId}`}>
          <input type="hidden" name="intent" value="new-link" />
          <button type="submit" className="btn w-full bg-slate-100 text-slate-900 ring-1 ring-slate-300 hover:bg-slate-200 sm:w-auto" data-testid="invoice-link-new">
            <Icon name="send" className="h-5 w-5" /> {t("invoiceLink.new")}
          </button>
        </form>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t("invoiceLink.newHint", { count: days })}</p>
    </section>
  );
}
