import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { erasureFormSchema, ERASURE_ERROR } from "../../core/privacy/erasure-form";
import { formatDate } from "../../core/format/format";
import { formatIsoDate } from "../../core/time/kolkata-day";
import { TextField } from "../components/forms/text-field";
import { Trans } from "../i18n/trans";
import { statusKey } from "../components/tracking/status-key";
import { ERASE_PATH } from "../components/privacy/privacy-paths";
import { usePageT } from "../i18n/page-i18n";
import { useTranslation } from "../i18n/react";
import { fieldProblems, formAction } from "../lib/form-action.server";
import { isFormFailure } from "../lib/form-result";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { getUser, logoutCookies, withCookies } from "../lib/session.server";
import { NO_STORE, rightsPatient } from "./account-rights.server";
import type { Route } from "./+types/account-data-erase";

/**
 * Issue #34: "Delete my account". What is deleted, what the law keeps and for how long, the 7-day cooling-off (a login
 * cancels it), and the request itself, confirmed with the last four digits of the account's number. After the request
 * the account is logged out everywhere, and the page (logged out, `?requested=1`) says what happens next.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageData(context, request, "rights", { noindex: true, seoKey: "eraseSeo", alsoNamespaces: ["tracking"] });
  if (new URL(request.url).searchParams.get("requested") === "1" && !(await getUser(context))) {
    return data({ ...page, view: "requested" as const, erasure: null }, { headers: NO_STORE });
  }
  const user = await rightsPatient(context, request);
  const view = await context.core.getErasureView(user.id);
  return data(
    {
      ...page,
      view: "account" as const,
      erasure: {
        open: view.open ? { requested: formatDate(view.open.requestedAt) } : null,
        cancelled: view.cancelled ? { requested: formatDate(view.cancelled.requestedAt), cancelled: formatDate(view.cancelled.cancelledAt) } : null,
        inProgress: view.inProgress.map((order) => ({ id: order.id, name: order.name, status: order.status })),
        invoices: { count: view.invoices.count, keptUntil: view.invoices.keptUntil ? formatIsoDate(view.invoices.keptUntil) : null },
      },
    },
    { headers: NO_STORE },
  );
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export async function action({ context, request }: Route.ActionArgs) {
  const user = await rightsPatient(context, request);
  return formAction({
    request,
    context,
    schema: erasureFormSchema,
    what: "account erasure not requested",
    run: async (form) => {
      const outcome = await context.core.requestErasure({ accountId: user.id, lastDigits: form.lastDigits });
      if (!outcome.ok && outcome.reason === "wrongDigits") return fieldProblems({ lastDigits: ERASURE_ERROR.wrongDigits });
      // An order that started since the page was shown: the page, read again, lists it.
      if (!outcome.ok) return { blocked: true };
      return redirect(`${ERASE_PATH}?requested=1`, withCookies(logoutCookies(context), { headers: NO_STORE }));
    },
  });
}

export default function AccountDataErase({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const result = useActionData<typeof action>();
  const failure = isFormFailure(result) ? result : null;
  const submitting = useNavigation().state === "submitting";
  const { erasure } = loaderData;

  if (loaderData.view === "requested" || !erasure) {
    return (
      <section className="container-page max-w-3xl py-8 sm:py-10">
        <div role="status" className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-300" data-testid="erase-requested">
          <h1 className="text-2xl font-bold text-slate-900">{t("erase.requested.title")}</h1>
          <p className="mt-2 text-slate-800">{t("erase.requested.text")}</p>
        </div>
        <a href="/login" className="btn mt-6 bg-brand-700 text-white hover:bg-brand-800">
          {common("nav.login")}
        </a>
      </section>
    );
  }

  return (
    <section className="container-page max-w-3xl space-y-6 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("erase.title")}</h1>
        <p className="mt-2 text-slate-700">{t("erase.intro")}</p>
      </div>
      {erasure.cancelled ? (
        <div role="status" className="rounded-xl bg-green-50 p-4 ring-1 ring-green-600/30" data-testid="erase-cancelled">
          <h2 className="font-bold text-green-900">{t("erase.cancelled.title")}</h2>
          <p className="mt-1 text-green-900">{t("erase.cancelled.text", erasure.cancelled)}</p>
        </div>
      ) : null}
      {erasure.open ? (
        <div role="status" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
          <h2 className="font-bold text-slate-900">{t("erase.open.title")}</h2>
          <p className="mt-1 text-slate-800">{t("erase.open.text", erasure.open)}</p>
        </div>
      ) : null}

      <section aria-labelledby="erase-deleted" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="erase-deleted" className="text-lg font-bold text-slate-900">
          {t("erase.deleted.title")}
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800">
          {(["account", "family", "orders", "messages", "grievances"] as const).map((item) => (
            <li key={item}>{t(`erase.deleted.${item}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="erase-kept" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="erase-kept" className="text-lg font-bold text-slate-900">
          {t("erase.kept.title")}
        </h2>
        <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
          {(["invoices", "payments", "lab", "backups"] as const).map((item) => (
            <li key={item}>
              <Trans t={t} i18nKey={`erase.kept.${item}`} components={{ b: <strong /> }} />
            </li>
          ))}
        </ul>
        {erasure.invoices.count > 0 && erasure.invoices.keptUntil ? (
          <p className="mt-3 font-medium text-slate-900" data-testid="erase-invoices">
            {t("erase.kept.yours", { count: erasure.invoices.count, date: erasure.invoices.keptUntil })}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="erase-how" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="erase-how" className="text-lg font-bold text-slate-900">
          {t("erase.how.title")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-800">
          {(["confirm", "coolingOff", "after"] as const).map((step) => (
            <li key={step}>{t(`erase.how.${step}`)}</li>
          ))}
        </ol>
      </section>

      {erasure.inProgress.length > 0 ? (
        <section role="alert" aria-labelledby="erase-blocked" className="rounded-2xl bg-red-50 p-5 ring-1 ring-red-200" data-testid="erase-blocked">
          <h2 id="erase-blocked" className="text-lg font-bold text-red-900">
            {t("erase.blocked.title")}
          </h2>
          <p className="mt-1 text-red-900">{t("erase.blocked.text", { count: erasure.inProgress.length })}</p>
          <ul className="mt-2 space-y-2">
            {erasure.inProgress.map((order) => {
              const key = statusKey(order.status);
              return (
                <li key={order.id} className="rounded-xl bg-white/70 p-3 text-slate-900">
                  <span className="block">{t("erase.blocked.order", { id: order.id, name: order.name, status: key ? t(`tracking:statuses.${key}`) : order.status })}</span>
                  <a href={`/trace/test/${order.id}`} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                    {t("erase.blocked.open", { id: order.id })}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : erasure.open ? null : (
        <section aria-labelledby="erase-form-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-200">
          <Form method="post" noValidate className="space-y-4" aria-labelledby="erase-form-title">
            <h2 id="erase-form-title" className="text-lg font-bold text-slate-900">
              {t("erase.form.title")}
            </h2>
            {failure?.formError ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
                {common(failure.formError)}
              </p>
            ) : null}
            <TextField
              name="lastDigits"
              label={t("erase.form.lastDigits")}
              hint={t("erase.form.lastDigitsHint")}
              error={failure?.fieldErrors.lastDigits}
              defaultValue={failure?.values.lastDigits ?? ""}
              inputMode="tel"
              maxLength={4}
              autoComplete="off"
              className="max-w-xs"
            />
            <button type="submit" disabled={submitting} className="btn w-full bg-red-700 text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-80 sm:w-auto">
              {submitting ? t("erase.form.sending") : t("erase.form.submit")}
            </button>
          </Form>
        </section>
      )}
    </section>
  );
}
