import { redirect, useActionData, useSearchParams } from "react-router";
import { loginFormSchema } from "../../core/auth/auth-form-schemas";
import { passwordLogin } from "../../core/auth/password-login";
import { requestLoginCode } from "../../core/auth/request-login-code";
import { verifyLoginCode } from "../../core/auth/verify-login-code";
import { OtpLoginForm } from "../components/auth/otp-login-form";
import { PasswordLoginForm } from "../components/auth/password-login-form";
import { usePageT } from "../i18n/page-i18n";
import { AUTH_ERROR_FIELDS, finishLogin } from "./login.server";
import { formAction } from "../lib/form-action.server";
import { pageData } from "../lib/page.server";
import { safeRedirectPath } from "../lib/safe-redirect";
import { seoMeta } from "../lib/seo";
import { getUser, withCookies } from "../lib/session.server";
import { staffSignInCookie } from "./login-verify.server";
import { ERASE_PATH } from "../components/privacy/privacy-paths";
import type { Route } from "./+types/login";

export async function loader({ context, request }: Route.LoaderArgs) {
  if (await getUser(context)) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")));
  return pageData(context, request, "login");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/**
 * One action for both readings of login (spec 000 §4): the WhatsApp code (request, verify; patients only) and phone +
 * password (staff then go on to /login/verify for their second factor).
 */
export function action({ context, request }: Route.ActionArgs) {
  const client = { ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? undefined };
  return formAction({
    request,
    context,
    schema: loginFormSchema,
    what: "login failed",
    errorFields: AUTH_ERROR_FIELDS,
    run: async (form): Promise<Response | { stage: "code"; phone: string; resendAfterSeconds: number }> => {
      if (form.intent === "request-code") {
        const sent = await requestLoginCode(context.auth, {
          phone: form.phone,
          purpose: "login",
          language: context.lang,
          ip: context.clientIp,
          browserId: context.browserId,
          pageUrl: request.headers.get("referer") ?? undefined,
        });
        return { stage: "code", phone: sent.phone, resendAfterSeconds: sent.resendAfterSeconds };
      }
      if (form.intent === "verify-code") {
        const session = await verifyLoginCode(context.auth, { phone: form.phone, code: form.code, ...client });
        await context.core.revokeSession(context.sessionToken);
        if (session.erasureCancelled) return finishLogin(context, session, ERASE_PATH, "erasureCancelled");
        return finishLogin(context, session, safeRedirectPath(form.redirectTo), "otpVerified");
      }
      const session = await passwordLogin(context.auth, { phone: form.phone, password: form.password, language: context.lang, ...client });
      // Staff (issue #25): the password opens no session, only this browser's second step.
      if (session.kind === "second-factor") return redirect("/login/verify", withCookies([staffSignInCookie(context, session)]));
      await context.core.revokeSession(context.sessionToken);
      if (session.erasureCancelled) return finishLogin(context, session, ERASE_PATH, "erasureCancelled");
      return finishLogin(context, session, "/", "loggedIn");
    },
  });
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  return (
    <section className="container-page grid gap-6 py-10 lg:grid-cols-2 lg:items-start">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("hero.title")}</h1>
        <p className="mt-2 text-slate-600">{t("hero.subtitle")}</p>
        <PasswordLoginForm result={actionData?.intent === "password-login" ? actionData : undefined} />
      </div>
      <div id="register" className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <OtpLoginForm redirectTo={redirectTo} result={actionData?.intent !== "password-login" ? actionData : undefined} />
      </div>
    </section>
  );
}
