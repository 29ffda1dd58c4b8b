import { data, Form, useActionData, useNavigation } from "react-router";
import { secondFactorFormSchema } from "../../core/auth/auth-form-schemas";
import { findStaffSignIn, finishStaffSignIn } from "../../core/auth/staff-sign-in";
import { Field } from "../components/auth/field";
import { Icon } from "../components/icons/icon";
import { Link } from "../components/link";
import { useTranslation } from "../i18n/react";
import { usePageT } from "../i18n/page-i18n";
import { AUTH_ERROR_FIELDS, finishLogin } from "./login.server";
import { messageText } from "../lib/error-text";
import { formAction } from "../lib/form-action.server";
import { firstProblem } from "../lib/form-result";
import { pageData } from "../lib/page.server";
import { safeRedirectPath } from "../lib/safe-redirect";
import { seoMeta } from "../lib/seo";
import { clearStaffSignInCookie, staffSignInToken } from "./login-verify.server";
import type { Route } from "./+types/login-verify";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** /login/verify: a staff member's second step after the password (issue #25), for this browser's pending sign-in only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const pending = await findStaffSignIn(context.auth, staffSignInToken(context));
  return data(
    {
      ...pageData(context, request, "login", { seoKey: "verify.seo", noindex: true }),
      pending: pending ? { method: pending.method, phoneEnd: pending.phoneEnd } : null,
    },
    { headers: NO_STORE },
  );
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export function action({ context, request }: Route.ActionArgs) {
  return formAction({
    request,
    context,
    schema: secondFactorFormSchema,
    what: "staff second factor failed",
    errorFields: AUTH_ERROR_FIELDS,
    run: async (form) => {
      const session = await finishStaffSignIn(context.auth, {
        token: staffSignInToken(context),
        code: form.code,
        ip: context.clientIp,
        userAgent: request.headers.get("user-agent") ?? undefined,
      });
      await context.core.revokeSession(context.sessionToken);
      const done = await finishLogin(context, session, safeRedirectPath(session.redirectTo), "loggedIn");
      done.headers.append("Set-Cookie", clearStaffSignInCookie(context));
      return done;
    },
  });
}

export default function LoginVerify({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const problem = result?.ok === false ? firstProblem(result) : undefined;
  const error = result?.ok === false && problem ? messageText(common, problem, result.details) : null;
  const pending = loaderData.pending;
  return (
    <section className="container-page max-w-xl py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="shield-check" className="h-6 w-6 shrink-0 text-brand-700" /> {t("verify.title")}
        </h1>
        {pending ? (
          <>
            <p className="mt-2 text-slate-700" data-testid="second-factor-method">
              {pending.method === "totp" ? t("verify.totpIntro") : t("verify.whatsappIntro", { digits: pending.phoneEnd })}
            </p>
            <Form method="post" noValidate>
              <Field
                id="second-factor-code"
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                label={pending.method === "totp" ? t("verify.totpLabel") : t("verify.whatsappLabel")}
                error={error}
                required
              />
              <button type="submit" disabled={busy} className="btn mt-6 w-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto">
                {busy ? common("auth.working") : t("verify.submit")}
              </button>
            </Form>
          </>
        ) : (
          <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-3 font-medium text-amber-900 ring-1 ring-amber-200" data-testid="second-factor-expired">
            {common("errors.signInExpired")}
          </p>
        )}
        <p className="mt-6">
          <Link to="/login" className="min-h-11 content-center font-semibold text-brand-700 underline">
            {t("verify.startAgain")}
          </Link>
        </p>
      </div>
    </section>
  );
}
