import { Icon } from "../components/icons/icon";
import { data, redirect } from "react-router";
import { formatDate, formatTime } from "../../core/format/format";
import { followOpenAttempt } from "../../core/payments/follow-open-attempt";
import { spendInvoiceLinkChangeBudget } from "../../core/invoices/invoice-link-budget";
import { INVOICE_LINK_DAYS } from "../../core/invoices/invoice-link";
import { invoiceLinkFormSchema } from "../../core/invoices/owner-invoice-link";
import { isAppError } from "../../core/errors/app-error";
import { refreshPaymentStatus, type AttemptStatus } from "../../core/payments/refresh-payment-status";
import { OrderCancellation, OrderChange } from "../components/tracking/order-change";
import { AcceptNewAmount } from "../components/tracking/accept-new-amount";
import { OrderDetails } from "../components/tracking/order-details";
import { OrderMarketing } from "../components/tracking/order-marketing";
import { OrderSteps } from "../components/tracking/order-steps";
import { OrderResultsSection } from "../components/results/order-results-section";
import { useTranslation } from "../i18n/react";
import { isPayErrorCode, payErrorKey } from "../components/tracking/pay-error-key";
import { LIVE_ORDER_REFRESH_MS, PayNow, useAnnounceEndedAttempt, useLiveOrder } from "../components/tracking/pay-now";
import { StartScripts } from "../render/start-scripts";
import { statusKey } from "../components/tracking/status-key";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { InvoiceLinkSection, type InvoiceLinkResult } from "../components/tracking/invoice-link";
import { formAction } from "../lib/form-action.server";
import { isChangeDone, isChangeError } from "./trace.server";
import { getUser } from "../lib/session.server";
import { testNameIn } from "../i18n/test-names.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/trace";

const ID = /^[1-9]\d{0,15}$/;

/**
 * Spec 000 §2, §5: one order of the logged-in patient. Logged out → home with the booking section's code login,
 * then back here. Not the owner, or no such order → /404, the same answer either way (ownership is in the query).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getUser(context);
  // Spec 000 §5: a visitor who is not logged in goes home first, whatever the address; then it is checked.
  if (!user) throw redirect(`/?redirectTo=${encodeURIComponent(url.pathname)}#booking`);
  if (params.type !== "test" || !ID.test(params.id)) throw data(null, { status: 404 });

  // Back from the gateway (?attempt=…): ask about that attempt first, so the page already shows how it ended.
  let returned: AttemptStatus | null = null;
  let followed: { attemptId: number; since: string } | null = null;
  const attempt = url.searchParams.get("attempt");
  const backFromGateway = attempt !== null && ID.test(attempt);
  if (backFromGateway) {
    returned = await refreshPaymentStatus(context.payments, { attemptId: Number(attempt), userId: user.id, actor: "patient" }).catch((error: unknown) => {
      if (isAppError(error)) return null;
      throw error;
    });
    if (returned?.state === "pending") followed = { attemptId: Number(attempt), since: "" };
  }
  const readOrder = () => context.core.getPatientOrder({ userId: user.id, orderId: Number(params.id), language: context.lang });
  let stored = await readOrder();
  if (!stored) throw redirect("/404");
  if (!backFromGateway && stored.openAttemptId !== null) {
    // Loaded again while a payment is open (a reload, a second tab): follow that attempt, or say at once how it ended.
    // Asked only when the order has one open (most loads have none: one query fewer); read again when it ended.
    const open = await followOpenAttempt(context.payments, { userId: user.id, orderId: stored.id });
    if (open?.status.state === "pending") followed = { attemptId: open.attemptId, since: formatTime(open.startedAt) };
    else if (open) {
      returned = open.status;
      stored = await readOrder();
      if (!stored) throw redirect("/404");
    }
  }
  const order = { ...stored, tests: stored.tests.map((test) => ({ ...test, name: testNameIn(context.lang, test.name) })) };
  const sharedLink = order.actions.invoice ? await context.core.sharedInvoiceLink({ userId: user.id, orderId: order.id }) : undefined;
  // Values only of a Report Generated order, only as the report's upload published them (issue #28).
  const storedResults = order.actions.report ? ((await context.core.getOrderResults({ userId: user.id, orderId: order.id })) ?? null) : null;
  const results = storedResults && { ...storedResults, tests: storedResults.tests.map((test) => ({ ...test, testName: testNameIn(context.lang, test.testName) })) };
  const payError = url.searchParams.get("payError");
  const changed = url.searchParams.get("changed");
  const changeError = url.searchParams.get("changeError");
  return data(
    {
      ...pageData(context, request, "tracking", { noindex: true, ...(results ? { alsoNamespaces: ["results"] as const } : {}) }),
      order,
      results,
      returned,
      followed,
      // The gateway's window lands here when the payment ends: the page that opened it (or was reloaded) closes it.
      endedAttemptId: backFromGateway && returned && returned.state !== "pending" ? Number(attempt) : null,
      payError: isPayErrorCode(payError) ? payError : null,
      // The owner opens the invoice logged in, with nothing in the address (decision 0030).
      invoiceHref: order.actions.invoice && order.invoiceNumber ? `/invoice/${order.invoiceNumber}` : null,
      invoiceLink: sharedLink ? { activeUntil: sharedLink.activeUntil ? formatDate(sharedLink.activeUntil) : null, days: context.payments.invoiceLinkDays ?? INVOICE_LINK_DAYS } : null,
      testMode: context.payments.gateway.name === "sandbox",
      supportWhatsApp: context.brand.supportWhatsApp,
      supportPhone: context.brand.supportPhone,
      changed: isChangeDone(changed) ? changed : null,
      changeError: isChangeError(changeError) ? changeError : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * The invoice's shared link (decision 0030): "Stop the shared link" and "Make a new link", posted to the order page
 * itself so the new link is shown once in the answer, never put in an address. Only the owner's order (core checks);
 * another account's is refused as not found.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  if (params.type !== "test" || !ID.test(params.id)) throw data(null, { status: 404 });
  const user = await getUser(context);
  if (!user) throw redirect(`/?redirectTo=${encodeURIComponent(`/trace/test/${params.id}`)}#booking`);
  const orderId = Number(params.id);
  return formAction({
    request,
    context,
    schema: invoiceLinkFormSchema,
    what: "invoice link",
    budget: () => spendInvoiceLinkChangeBudget(context.auth.rateLimiter, { userId: user.id }),
    run: async (form): Promise<{ stopped?: number; link?: string }> => {
      if (form.intent === "stop-link") return { stopped: await context.core.stopInvoiceLinks({ userId: user.id, orderId }) };
      const made = await context.core.renewInvoiceLink({ userId: user.id, orderId, days: context.payments.invoiceLinkDays });
      return { link: `${context.origin}${made.path}` };
    },
  });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Health and payment data: never kept in a shared cache. */
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export default function Trace({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const resultsT = useTranslation("results").t;
  const { order, results, returned, payError, invoiceHref, invoiceLink, testMode, supportWhatsApp, supportPhone, followed, endedAttemptId, changed, changeError } = loaderData;
  const finished = order.status === "Report Generated" || order.status === "Cancelled";
  useLiveOrder(!finished);
  useAnnounceEndedAttempt(endedAttemptId);
  const key = statusKey(order.status);
  const helpUrl = `https://wa.me/91${supportWhatsApp}?text=${encodeURIComponent(t("help.message", { id: order.id }))}`;
  const banner =
    changeError !== null
      ? { tone: "bg-red-50 text-red-900 ring-red-200", text: t(`common:errors.${changeError}`) }
      : changed !== null
        ? { tone: "bg-green-50 text-green-900 ring-green-200", text: t(`change.done.${changed}`) }
        : payError !== null
      ? { tone: "bg-red-50 text-red-900 ring-red-200", text: t(payErrorKey(payError)) }
      : returned && returned.state !== "pending"
        ? returned.state === "completed"
          ? { tone: returned.held ? "bg-amber-50 text-amber-900 ring-amber-200" : "bg-green-50 text-green-900 ring-green-200", text: t(returned.held ? "toasts.held" : "toasts.confirmed") }
          : { tone: "bg-red-50 text-red-900 ring-red-200", text: t("toasts.failed") }
        : null;

  return (
    <div className="container-page space-y-6 py-6 sm:py-10" data-no-floating-call>
      {/* A payment being followed, or one that just ended in the gateway's window, is asked about at once; a live order when its first refresh is due. */}
      {followed || endedAttemptId !== null ? <StartScripts /> : !finished && <StartScripts afterMs={LIVE_ORDER_REFRESH_MS} />}
      <a
        href="/"
        onClick={(event) => {
          if (window.history.length > 1) {
            event.preventDefault();
            window.history.back();
          }
        }}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800"
      >
        <Icon name="arrow-left" className="h-5 w-5" /> {t("back")}
      </a>

      <section aria-labelledby="order-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 id="order-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t("heading", { id: order.id })}
            </h1>
            <p className="text-slate-600">{t("placed", { date: order.placedDate, time: order.placedTime })}</p>
          </div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-900 ring-1 ring-brand-100" data-testid="order-status">
            <span className="sr-only">{t("statusLabel")} </span>
            {key ? t(`statuses.${key}`) : order.status}
          </p>
        </div>

        {banner ? (
          <p role="status" className={`mt-4 rounded-xl p-3 font-semibold ring-1 ${banner.tone}`}>
            {banner.text}
          </p>
        ) : null}

        <div className="mt-6">
          <OrderSteps t={t} tracker={order.tracker} paymentStatus={order.paymentStatus} />
        </div>

        {order.amountToAccept ? <AcceptNewAmount t={t} orderId={order.id} tests={order.tests} amount={order.amountToAccept} /> : null}

        {order.actions.pay || order.actions.report || invoiceHref ? (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            {order.actions.pay ? (
              <div className="space-y-2">
                {order.amount ? <p className="text-lg font-bold text-slate-900">{t("actions.amountDue", { amount: order.amount })}</p> : null}
                <PayNow t={t} orderId={order.id} followed={followed} />
                <p className="text-sm text-slate-600">{t("actions.payHint")}</p>
                {testMode ? <p className="text-sm font-semibold text-amber-800">{t("actions.testMode")}</p> : null}
              </div>
            ) : null}
            {order.actions.report ? (
              <a href={`/trace/test/${order.id}/report`} className="btn bg-brand-700 text-white hover:bg-brand-800" data-testid="download-report" download>
                <Icon name="file-text" className="h-5 w-5" /> {t("actions.report")}
              </a>
            ) : null}
            {invoiceHref ? (
              <a href={invoiceHref} className="btn bg-brand-700 text-white hover:bg-brand-800" data-testid="download-invoice">
                <Icon name="download" className="h-5 w-5" /> {t("actions.invoice")}
              </a>
            ) : null}
          </div>
        ) : null}
      </section>

      {results ? <OrderResultsSection t={resultsT} results={results} fhirHref={`/trace/test/${order.id}/fhir`} /> : null}

      {invoiceLink ? <InvoiceLinkSection t={t} orderId={order.id} activeUntil={invoiceLink.activeUntil} days={invoiceLink.days} result={(actionData as InvoiceLinkResult | undefined) ?? null} /> : null}

      <OrderCancellation t={t} order={order} />
      <OrderChange t={t} order={order} supportPhone={supportPhone} />

      <section aria-labelledby="details-heading" className="space-y-4">
        <h2 id="details-heading" className="text-2xl font-bold text-slate-900">
          {t("details.title")}
        </h2>
        <OrderDetails t={t} order={order} />
      </section>

      <p className="flex flex-wrap items-center gap-2 rounded-2xl bg-green-50 p-4 ring-1 ring-green-200">
        <span className="font-semibold text-green-950">{t("help.question")}</span>
        <a href={helpUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 font-semibold text-green-900 underline" data-testid="need-help">
          <Icon name="message-circle" className="h-5 w-5" /> {t("help.link")}
        </a>
      </p>

      <OrderMarketing />
    </div>
  );
}
