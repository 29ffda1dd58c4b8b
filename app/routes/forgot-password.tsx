import { Icon } from "../components/icons/icon";
import { useTypedValue } from "../lib/use-typed-value";
import { useTranslation } from "../i18n/react";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import { forgotPasswordFormSchema } from "../../core/auth/auth-form-schemas";
import { requestLoginCode } from "../../core/auth/request-login-code";
import { resetPasswordWithCode } from "../../core/auth/reset-password";
import { Field } from "../components/auth/field";
import { usePageT } from "../i18n/page-i18n";
import { AUTH_ERROR_FIELDS } from "./login.server";
import { messageText } from "../lib/error-text";
import { formAction } from "../lib/form-action.server";
import { firstProblem, isCodeStage, phoneOf } from "../lib/form-result";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { flashCookie, withCookies } from "../lib/session.server";
import type { Route } from "./+types/forgot-password";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "account", { seoKey: "forgotSeo" });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Reset with a WhatsApp code: step 1 sends the code (same answer whether or not the number has an account), step 2 sets the password. */
export function action({ context, request }: Route.ActionArgs) {
  return formAction({
    request,
    context,
    schema: forgotPasswordFormSchema,
    what: "password reset failed",
    errorFields: AUTH_ERROR_FIELDS,
    run: async (form): Promise<Response | { stage: "code"; phone: string; resendAfterSeconds: number }> => {
      if (form.intent === "request-code") {
        const sent = await requestLoginCode(context.auth, { phone: form.phone, purpose: "password_reset", language: context.lang, ip: context.clientIp, browserId: context.browserId });
        return { stage: "code", phone: sent.phone, resendAfterSeconds: sent.resendAfterSeconds };
      }
      await resetPasswordWithCode(context.auth, form);
      return redirect("/login", withCookies([flashCookie(context, "passwordReset")]));
    },
  });
}

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [phone, setPhone, phoneRef] = useTypedValue(phoneOf(result));
  const stage = isCodeStage(result) ? "code" : "phone";
  const problem = result?.ok === false ? firstProblem(result) : undefined;
  const error = result?.ok === false && problem ? messageText(common, problem, result.details) : null;
  return (
    <section className="container-page max-w-xl py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="key-round" className="h-6 w-6 text-brand-700" /> {t("forgot.title")}
        </h1>
        <p className="mt-2 text-slate-600">{t("forgot.intro")}</p>
        <p className="mt-2 text-sm text-slate-600">{t("forgot.staff")}</p>
        <Form method="post" noValidate>
          <Field
            id="reset-phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            label={common("auth.phone")}
            hint={common("auth.whatsappHint")}
            ref={phoneRef}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            readOnly={stage === "code"}
            error={stage === "phone" ? error : null}
          />
          {stage === "code" ? (
            <>
              {result?.ok && result.intent === "request-code" ? (
                <p role="status" className="mt-4 rounded-xl bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200">
                  {t("forgot.codeSent")}
                </p>
              ) : null}
              <Field id="reset-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="\d{6}" label={common("auth.code")} />
              <Field id="reset-password" name="password" type="password" autoComplete="new-password" label={t("password.new")} hint={t("password.rule")} />
              <Field id="reset-confirmation" name="confirmation" type="password" autoComplete="new-password" label={t("password.confirm")} />
              {error ? (
                <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
                  {error}
                </p>
              ) : null}
            </>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" name="intent" value={stage === "code" ? "reset" : "request-code"} disabled={busy} className="btn bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60">
              {busy ? common("auth.working") : stage === "code" ? t("forgot.save") : common("auth.getOtp")}
            </button>
            {stage === "code" ? (
              <button type="submit" name="intent" value="request-code" className="min-h-11 px-2 font-semibold text-brand-700 underline">
                {common("auth.resendOtp")}
              </button>
            ) : null}
          </div>
        </Form>
      </div>
    </section>
  );
}
