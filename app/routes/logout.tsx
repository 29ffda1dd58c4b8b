import { useEffect } from "react";
import { useTranslation } from "react-i18next";
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
  return data(
    pageData(context, request, "common", { seoKey: "logout.seo", noindex: true }),
    // Refresh: without JavaScript the browser still goes home after the same 3 seconds. Sent as a header (not a
    // <meta>), so an in-app navigation to /logout, which fetches data instead of a page, never reloads twice.
    withCookies(logoutCookies(context), { headers: { "Cache-Control": "no-store", Refresh: `${LOGOUT_REDIRECT_DELAY_MS / 1000}; url=/` } }),
  );
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export default function Logout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate("/", { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/95">
      <span className="h-14 w-14 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <h1 className="text-lg font-semibold text-slate-900">{t("logout.message")}</h1>
      <p className="text-slate-600">{t("logout.redirect")}</p>
    </div>
  );
}
