import { Icon } from "../components/icons/icon";
import { randomUUID } from "node:crypto";
import { data, Form, redirect, useActionData, useLocation, useNavigation } from "react-router";
import { formatDate } from "../../core/format/format";
import { MAX_LENGTH } from "../../core/forms/field-limits";
import { GRIEVANCE_TOPICS, grievanceFormSchema } from "../../core/privacy/grievance-form";
import { controlAria, controlClass, FieldShell } from "../components/forms/field-shell";
import { SelectField } from "../components/forms/select-field";
import { SubmitButton } from "../components/forms/submit-button";
import { TextField } from "../components/forms/text-field";
import { GRIEVANCE_PATH } from "../components/privacy/privacy-paths";
import { usePageT } from "../i18n/page-i18n";
import { useTranslation } from "../i18n/react";
import { fieldProblems, formAction } from "../lib/form-action.server";
import { isFormFailure } from "../lib/form-result";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { NO_STORE, rightsPatient } from "./account-rights.server";
import type { Route } from "./+types/account-grievance";

/** The orders offered in the form: the account's latest ones (an older one is still accepted by its number). */
const ORDERS_OFFERED = 30;

/**
 * Issue #34: the account's grievances. A form (topic, text, one of the account's own orders if it is about one) that
 * gives a ticket number at once and the date it will be answered by; below, the account's grievances with their
 * status and answers. The Grievance Officer's contact comes from the configuration.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await rightsPatient(context, request);
  const [grievances, orders] = await Promise.all([context.core.listMyGrievances(user.id), context.core.listMySampleRequests({ uid: user.id, limit: ORDERS_OFFERED })]);
  const created = grievances.find((grievance) => grievance.number === new URL(request.url).searchParams.get("ticket"));
  return data(
    {
      ...pageData(context, request, "rights", { noindex: true, seoKey: "grievanceSeo" }),
      answerDays: context.privacy.grievanceAnswerDays,
      officer: context.privacy.grievanceOfficer,
      formKey: randomUUID(),
      created: created ? { number: created.number, date: formatDate(created.dueAt) } : null,
      orders: orders.requests.map((order) => ({ id: order.id, name: order.name, date: formatDate(order.createdAt) })),
      grievances: grievances.map((grievance) => ({
        number: grievance.number,
        topic: grievance.topic,
        text: grievance.text,
        orderId: grievance.orderId,
        status: grievance.status,
        answer: grievance.answer,
        answered: grievance.answeredAt ? formatDate(grievance.answeredAt) : null,
        raised: formatDate(grievance.createdAt),
        due: formatDate(grievance.dueAt),
      })),
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
    schema: grievanceFormSchema,
    what: "grievance not recorded",
    run: async (form) => {
      const made = await context.core.createGrievance({ accountId: user.id, form, language: context.lang, answerDays: context.privacy.grievanceAnswerDays });
      if (!made.ok) return fieldProblems(made.fieldErrors);
      return redirect(`${GRIEVANCE_PATH}?ticket=${made.grievance.number}#ticket`, { headers: NO_STORE });
    },
  });
}

export default function AccountGrievance({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const result = useActionData<typeof action>();
  const failure = isFormFailure(result) ? result : null;
  const submitting = useNavigation().state === "submitting";
  const visit = useLocation().key;
  const { officer, created, grievances } = loaderData;
  const shown = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <section className="container-page max-w-3xl space-y-6 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("grievance.title")}</h1>
        <p className="mt-2 text-slate-700">{t("grievance.intro", { count: loaderData.answerDays })}</p>
        <p className="mt-2 text-sm text-slate-600">{t("grievance.officer", officer)}</p>
      </div>
      {created ? (
        <div id="ticket" role="status" className="scroll-mt-24 rounded-2xl bg-green-50 p-5 ring-1 ring-green-600/30" data-testid="grievance-ticket">
          <h2 className="text-xl font-bold text-green-900">{t("grievance.created.title", { number: created.number })}</h2>
          <p className="mt-1 text-green-900">{t("grievance.created.text", { date: created.date })}</p>
        </div>
      ) : null}
      <section aria-labelledby="grievance-form-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Form key={visit} method="post" noValidate className="space-y-5" aria-labelledby="grievance-form-title">
          <h2 id="grievance-form-title" className="text-xl font-bold text-slate-900">
            {t("grievance.form.title")}
          </h2>
          {failure?.formError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
              {common(failure.formError)}
            </p>
          ) : null}
          <input type="hidden" name="formKey" value={shown.formKey ?? loaderData.formKey} />
          <SelectField
            name="topic"
            label={t("grievance.form.topic")}
            error={errors.topic}
            placeholder={t("grievance.form.chooseTopic")}
            defaultValue={shown.topic ?? ""}
            options={GRIEVANCE_TOPICS.map((topic) => ({ value: topic, label: t(`grievance.form.topics.${topic}`) }))}
          />
          <TextField name="text" label={t("grievance.form.text")} hint={t("grievance.form.textHint")} error={errors.text} defaultValue={shown.text ?? ""} maxLength={MAX_LENGTH.message} rows={5} />
          <FieldShell name="order" label={t("grievance.form.order")} optional error={errors.order}>
            <div className="relative">
              <select {...controlAria("order", errors.order, undefined)} defaultValue={shown.order ?? ""} className={`${controlClass} appearance-none pr-10`}>
                <option value="">{t("grievance.form.orderNone")}</option>
                {loaderData.orders.map((order) => (
                  <option key={order.id} value={order.id}>
                    {t("grievance.form.orderOption", order)}
                  </option>
                ))}
              </select>
              <Icon name="chevron-down" className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
            </div>
          </FieldShell>
          <SubmitButton label={t("grievance.form.submit")} submitting={submitting} />
        </Form>
      </section>
      <section aria-labelledby="grievance-list" className="space-y-3">
        <h2 id="grievance-list" className="text-xl font-bold text-slate-900">
          {t("grievance.list.title")}
        </h2>
        {grievances.length === 0 ? (
          <p className="text-slate-700">{t("grievance.list.empty")}</p>
        ) : (
          <ul className="space-y-3" data-testid="grievances">
            {grievances.map((grievance) => (
              <li key={grievance.number} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-grievance={grievance.number}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-bold text-slate-900">{grievance.number}</p>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${grievance.status === "answered" ? "bg-green-50 text-green-900 ring-green-200" : "bg-amber-50 text-amber-900 ring-amber-200"}`}
                  >
                    {t(`grievance.list.${grievance.status}`)}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {t(`grievance.form.topics.${grievance.topic}`)} · {t("grievance.list.raised", { date: grievance.raised })}
                  {grievance.orderId ? ` · ${t("grievance.list.order", { id: grievance.orderId })}` : null}
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-800">{grievance.text}</p>
                {grievance.answer ? (
                  <div className="mt-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                    <p className="font-semibold text-slate-900">{t("grievance.list.answer", { date: grievance.answered ?? "" })}</p>
                    <p className="mt-1 whitespace-pre-line text-slate-800">{grievance.answer}</p>
                  </div>
                ) : (
                  <p className="mt-2 text-sm font-medium text-slate-700">{t("grievance.list.due", { date: grievance.due })}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
