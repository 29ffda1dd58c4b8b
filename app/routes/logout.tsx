import { useEffect } from "react";
import { useTranslation } from "../i18n/react";
import { data, useNavigate } from "react-router";
import { revokeSession } from "../../core/auth/sessions";
import { LOGOUT_REDIRECT_DELAY_MS } from "../../core/session/ui-cookies";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { logoutCookies, withCookies } from "../lib/session.server";
import type { Route } from "./+types/logout";

/** Spec 000 §2: the session ends on the server, every display cookie goes, then a 3-second loader and home. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await revokeSession(context.db, context.sessionToken);
  // A whole-page load goes home by the browser's Refresh, with or without JavaScript; a client-side timer racing it
  // would load home twice. Only an in-app navigation (a data request, where Refresh means nothing) needs the timer.
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (context.documentRequest) headers.Refresh = `${LOGOUT_REDIRECT_DELAY_MS / 1000}; url=/`;
  return data(
    { ...pageData(context, request, "common", { seoKey: "logout.seo", noindex: true }), browserGoesHome: context.documentRequest },
    withCookies(logoutCookies(context), { headers }),
  );
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export default function Logout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { browserGoesHome } = loaderData;
  useEffect(() => {
    if (browserGoesHome) return;
    const timer = setTimeout(() => void navigate("/", { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, browserGoesHome]);
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/95">
      <span className="h-14 w-14 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <h1 className="text-lg font-semibold text-slate-900">{t("logout.message")}</h1>
      <p className="text-slate-600">{t("logout.redirect")}</p>
    </div>
  );
}
