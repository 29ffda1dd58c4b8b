import { data, redirect } from "react-router";
import { formatRupees } from "../../core/format/format";
import { acceptPaymentWebhook } from "../../core/payments/accept-payment-webhook";
import { sandboxChoiceSchema } from "../../core/payments/sandbox-choice-schema";
import { usePageT } from "../i18n/page-i18n";
import { formAction } from "../lib/form-action.server";
import { isFormFailure, firstProblem } from "../lib/form-result";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/sandbox-pay";

/** The sandbox gateway's hosted payment page (ARCHITECTURE.md §14); it exists only while the sandbox is the gateway. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (context.payments.gateway.name !== "sandbox") throw data(null, { status: 404 });
  const payment = await context.core.getSandboxPayment(params.merchantOrderId);
  if (!payment) throw data(null, { status: 404 });
  const open = payment.state === "PENDING" && payment.expireAt.getTime() > Date.now();
  return data(
    { ...pageData(context, request, "sandbox", { noindex: true }), amount: formatRupees(payment.amountPaise), merchantOrderId: payment.merchantOrderId, open, state: payment.state, returnUrl: payment.returnUrl },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * The payer's choice, through the form pipeline (a post that is not this form is refused 415/413/400 and the page
 * says so); like a real gateway, the server-to-server callback goes out before the browser is sent back.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  if (context.payments.gateway.name !== "sandbox") throw data(null, { status: 404 });
  return formAction({
    request,
    context,
    schema: sandboxChoiceSchema,
    what: "sandbox payment choice",
    run: async ({ choice }) => {
      const decided = await context.core.decideSandboxPayment({ secret: context.payments.secret }, params.merchantOrderId, choice);
      if (!decided) throw data(null, { status: 404 });
      if (decided.callback) await acceptPaymentWebhook(context.payments, decided.callback);
      return redirect(decided.returnUrl);
    },
  });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Health and payment data: never kept in a shared cache. */
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export default function SandboxPay({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { amount, merchantOrderId, open, state, returnUrl } = loaderData;
  const problem = isFormFailure(actionData) ? firstProblem(actionData) : undefined;
  return (
    <div className="container-page max-w-xl py-8">
      <p className="rounded-xl bg-amber-400 px-4 py-3 text-center text-lg font-black tracking-wide text-amber-950" data-testid="test-mode">
        {t("testMode")}
      </p>
      <section className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("explain")}</p>
        <dl className="mt-4 space-y-1">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t("amount")}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid="sandbox-amount">
              {amount}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t("reference")}</dt>
            <dd className="font-mono text-sm text-slate-900 [overflow-wrap:anywhere]">{merchantOrderId}</dd>
          </div>
        </dl>
        {problem ? (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 font-semibold text-red-900 ring-1 ring-red-200">
            {t(`common:${problem}`)}
          </p>
        ) : null}
        {open ? (
          <form method="post" className="mt-6 grid gap-3">
            <button type="submit" name="choice" value="success" className="btn bg-green-700 text-white hover:bg-green-800">
              {t("success")}
            </button>
            <button type="submit" name="choice" value="failure" className="btn bg-red-700 text-white hover:bg-red-800">
              {t("failure")}
            </button>
            <button type="submit" name="choice" value="cancel" className="btn bg-slate-200 text-slate-900 hover:bg-slate-300">
              {t("cancel")}
            </button>
          </form>
        ) : (
          <div className="mt-6">
            <p className="font-semibold text-slate-900">{state === "COMPLETED" ? t("alreadyPaid") : t("closed")}</p>
            <a href={returnUrl} className="btn mt-3 bg-brand-700 text-white">
              {t("back")}
            </a>
          </div>
        )}
      </section>
      <p className="mt-4 text-center text-sm font-bold text-amber-900">{t("testMode")}</p>
    </div>
  );
}
