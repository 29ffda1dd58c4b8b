import { data, redirect, useActionData, useSearchParams } from "react-router";
import { passwordLogin } from "../../core/auth/password-login";
import { requestLoginCode } from "../../core/auth/request-login-code";
import { revokeSession } from "../../core/auth/sessions";
import { verifyLoginCode } from "../../core/auth/verify-login-code";
import { OtpLoginForm } from "../components/auth/otp-login-form";
import { PasswordLoginForm } from "../components/auth/password-login-form";
import { usePageT } from "../i18n/page-i18n";
import { authFailure, finishLogin, type AuthActionData } from "../lib/auth-actions.server";
import { pageData } from "../lib/page.server";
import { safeRedirectPath } from "../lib/safe-redirect";
import { seoMeta } from "../lib/seo";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/login";

export async function loader({ context, request }: Route.LoaderArgs) {
  if (await getUser(context)) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")));
  return pageData(context, request, "login");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** One action for both readings of login (spec 000 §4): the WhatsApp code (request, verify) and phone + password. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const phone = String(form.get("phone") ?? "").trim();
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const client = { ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? undefined };

  if (intent === "request-code") {
    try {
      const sent = await requestLoginCode(context.auth, {
        phone,
        purpose: "login",
        language: context.lang,
        ip: context.clientIp,
        browserId: context.browserId,
        pageUrl: request.headers.get("referer") ?? undefined,
      });
      return data<AuthActionData>({ intent, stage: "code", phone: sent.phone, resendAfterSeconds: sent.resendAfterSeconds });
    } catch (error) {
      return authFailure(intent, error, { phone });
    }
  }

  if (intent === "verify-code") {
    try {
      const session = await verifyLoginCode(context.auth, { phone, code: String(form.get("code") ?? ""), ...client });
      await revokeSession(context.db, context.sessionToken);
      return await finishLogin(context, session, redirectTo, "otpVerified");
    } catch (error) {
      return authFailure(intent, error, { stage: "code", phone });
    }
  }

  if (intent === "password-login") {
    const password = String(form.get("password") ?? "");
    // Spec 000 §5: with an empty phone or password nothing happens.
    if (!phone || !password) return data<AuthActionData>({ intent, phone });
    try {
      const session = await passwordLogin(context.auth, { phone, password, ...client });
      await revokeSession(context.db, context.sessionToken);
      return await finishLogin(context, session, "/", "loggedIn");
    } catch (error) {
      return authFailure(intent, error, { phone });
    }
  }
  return data<AuthActionData>({ intent, error: "server" }, { status: 400 });
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
