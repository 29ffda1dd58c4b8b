import { data, Form, redirect, useActionData, useLocation, useNavigation } from "react-router";
import { formatDate } from "../../core/format/format";
import { MAX_LENGTH } from "../../core/forms/field-limits";
import { NOMINEE_RELATIONS, nomineeFormSchema } from "../../core/privacy/nominee-form";
import { SelectField } from "../components/forms/select-field";
import { SubmitButton } from "../components/forms/submit-button";
import { TextField } from "../components/forms/text-field";
import { NOMINEE_PATH, NOMINEE_REMOVE_PATH } from "../components/privacy/privacy-paths";
import { usePageT } from "../i18n/page-i18n";
import { useTranslation } from "../i18n/react";
import { fieldProblems, formAction } from "../lib/form-action.server";
import { isFormFailure } from "../lib/form-result";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { NO_STORE, rightsPatient } from "./account-rights.server";
import type { Route } from "./+types/account-data-nominee";

const DONE = ["saved", "removed"] as const;

/** Issue #34: the account holder's nominee (DPDP Act 2023 s.14): named, changed and removed with plain posts. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await rightsPatient(context, request);
  const nominee = await context.core.getNominee(user.id);
  const done = DONE.find((what) => what === new URL(request.url).searchParams.get("done")) ?? null;
  return data(
    {
      ...pageData(context, request, "rights", { noindex: true, seoKey: "nomineeSeo" }),
      done,
      nominee: nominee
        ? {
            name: nominee.name,
            relation: nominee.relation,
            phone: nominee.phone,
            named: formatDate(nominee.createdAt),
            changed: nominee.updatedAt.getTime() !== nominee.createdAt.getTime() ? formatDate(nominee.updatedAt) : null,
          }
        : null,
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
    schema: nomineeFormSchema,
    what: "nominee not saved",
    run: async (form) => {
      const saved = await context.core.saveNominee({ accountId: user.id, form });
      if (!saved.ok) return fieldProblems(saved.fieldErrors);
      return redirect(`${NOMINEE_PATH}?done=saved`, { headers: NO_STORE });
    },
  });
}

export default function AccountDataNominee({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const result = useActionData<typeof action>();
  const failure = isFormFailure(result) ? result : null;
  const submitting = useNavigation().state === "submitting";
  const visit = useLocation().key;
  const { nominee, done } = loaderData;
  const shown: Record<string, string> = failure ? failure.values : nominee ? { name: nominee.name, relation: nominee.relation, phone: nominee.phone } : {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <section className="container-page max-w-3xl space-y-6 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("nominee.title")}</h1>
        <p className="mt-2 text-slate-700">{t("nominee.intro")}</p>
      </div>
      {done ? (
        <p role="status" className="rounded-xl bg-green-50 p-3 font-medium text-green-800 ring-1 ring-green-600/30" data-testid="nominee-done">
          {t(`nominee.done.${done}`)}
        </p>
      ) : null}
      <section aria-labelledby="nominee-current" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="nominee-current">
        <h2 id="nominee-current" className="text-lg font-bold text-slate-900">
          {t("nominee.current.title")}
        </h2>
        {nominee ? (
          <div className="mt-2 space-y-1 text-slate-800">
            <p className="text-lg font-semibold text-slate-900">{nominee.name}</p>
            <p>{t("nominee.current.relation", { relation: t(`nominee.relations.${nominee.relation}`) })}</p>
            <p>{t("nominee.current.phone", { phone: nominee.phone })}</p>
            <p className="text-sm text-slate-600">
              {t("nominee.current.named", { date: nominee.named })}
              {nominee.changed ? ` · ${t("nominee.current.changed", { date: nominee.changed })}` : null}
            </p>
            <Form method="post" action={NOMINEE_REMOVE_PATH} reloadDocument className="pt-2">
              <input type="hidden" name="intent" value="remove" />
              <button type="submit" disabled={submitting} className="btn border border-red-300 bg-white text-red-800 hover:bg-red-50">
                {t("nominee.form.remove")}
              </button>
            </Form>
          </div>
        ) : (
          <p className="mt-2 text-slate-700">{t("nominee.current.none")}</p>
        )}
      </section>
      <section aria-labelledby="nominee-form-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Form key={visit} method="post" noValidate className="space-y-5" aria-labelledby="nominee-form-title">
          <h2 id="nominee-form-title" className="text-xl font-bold text-slate-900">
            {nominee ? t("nominee.form.editTitle") : t("nominee.form.addTitle")}
          </h2>
          {failure?.formError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
              {common(failure.formError)}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="save" />
          <TextField name="name" label={t("nominee.form.name")} error={errors.name} defaultValue={shown.name ?? ""} maxLength={MAX_LENGTH.name} autoComplete="off" />
          <SelectField
            name="relation"
            label={t("nominee.form.relation")}
            error={errors.relation}
            placeholder={t("nominee.form.chooseRelation")}
            defaultValue={shown.relation ?? ""}
            options={NOMINEE_RELATIONS.map((relation) => ({ value: relation, label: t(`nominee.relations.${relation}`) }))}
          />
          <TextField
            name="phone"
            label={t("nominee.form.phone")}
            hint={t("nominee.form.phoneHint")}
            error={errors.phone}
            defaultValue={shown.phone ?? ""}
            type="tel"
            inputMode="tel"
            maxLength={MAX_LENGTH.phone}
            autoComplete="off"
          />
          <SubmitButton label={t("nominee.form.save")} submitting={submitting} />
        </Form>
      </section>
    </section>
  );
}
