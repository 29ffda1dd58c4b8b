import { useTranslation } from "../i18n/react";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Field } from "../components/auth/field";
import { usePageT } from "../i18n/page-i18n";
import { changePasswordFormSchema } from "../../core/auth/auth-form-schemas";
import { messageText } from "../lib/error-text";
import { formAction } from "../lib/form-action.server";
import { firstProblem } from "../lib/form-result";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { flashCookie, requireUser, withCookies } from "../lib/session.server";
import type { Route } from "./+types/account-password";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { ...pageData(context, request, "account", { seoKey: "passwordSeo", noindex: true }), hasPassword: user.hasPassword, phone: user.phone };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  return formAction({
    request,
    context,
    schema: changePasswordFormSchema,
    what: "password not changed",
    run: async (form) => {
      await context.core.changePassword({ userId: user.id, currentPassword: form.current, password: form.password, confirmation: form.confirmation, keepSessionToken: context.sessionToken });
      return redirect("/", withCookies([flashCookie(context, "passwordChanged")]));
    },
  });
}

export default function AccountPassword({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const problem = result?.ok === false ? firstProblem(result) : undefined;
  const error = result?.ok === false && problem ? messageText(common, problem, result.details) : null;
  return (
    <section className="container-page max-w-xl py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{loaderData.hasPassword ? t("password.changeTitle") : t("password.setTitle")}</h1>
        <p className="mt-2 text-slate-600">{common("auth.loggedInAs", { phone: loaderData.phone })}</p>
        <Form method="post" noValidate>
          <input type="text" name="username" autoComplete="username" value={loaderData.phone} readOnly hidden />
          {loaderData.hasPassword ? <Field id="current-password" name="current" type="password" autoComplete="current-password" label={t("password.current")} /> : null}
          <Field id="new-password" name="password" type="password" autoComplete="new-password" label={t("password.new")} hint={t("password.rule")} />
          <Field id="confirm-password" name="confirmation" type="password" autoComplete="new-password" label={t("password.confirm")} />
          {error ? (
            <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
              {error}
            </p>
          ) : null}
          <button type="submit" disabled={busy} className="btn mt-6 bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60">
            {busy ? common("auth.working") : t("password.save")}
          </button>
        </Form>
      </div>
    </section>
  );
}
