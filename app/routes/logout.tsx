import { useEffect } from "react";
import { useTranslation } from "../i18n/react";
import { data, useNavigate } from "react-router";
import { LOGOUT_REDIRECT_DELAY_MS } from "../../core/session/ui-cookies";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { logoutCookies, withCookies } from "../lib/session.server";
import type { Route } from "./+types/logout";

/**
 * A GET may end the session only when the browser says it was not sent by another site: typed or bookmarked
 * ("none"), or from our own pages ("same-origin"). A browser that sends no Sec-Fetch-Site at all is an old one,
 * kept working as before. Any other (a link or an image on another site, or a sibling origin) gets a button that
 * posts, and a post passes the host's Origin check (server/cross-origin-guard.ts) only from our own pages.
 */
const MAY_LOG_OUT = new Set(["none", "same-origin"]);

async function logOut(context: Route.LoaderArgs["context"], request: Request) {
  await context.core.revokeSession(context.sessionToken);
  // A whole-page load goes home by the browser's Refresh, with or without JavaScript; a client-side timer racing it
  // would load home twice. Only an in-app navigation (a data request, where Refresh means nothing) needs the timer.
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (context.documentRequest) headers.Refresh = `${LOGOUT_REDIRECT_DELAY_MS / 1000}; url=/`;
  return data(
    { ...pageData(context, request, "common", { seoKey: "logout.seo", noindex: true }), confirm: false, browserGoesHome: context.documentRequest },
    withCookies(logoutCookies(context), { headers }),
  );
}

/** Spec 000 §2: the session ends on the server, every display cookie goes, then a 3-second loader and home. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && !MAY_LOG_OUT.has(site)) {
    return data({ ...pageData(context, request, "common", { seoKey: "logout.seo", noindex: true }), confirm: true, browserGoesHome: false }, { headers: { "Cache-Control": "no-store" } });
  }
  return logOut(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return logOut(context, request);
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export default function Logout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm, browserGoesHome } = actionData ?? loaderData;
  useEffect(() => {
    if (confirm || browserGoesHome) return;
    const timer = setTimeout(() => void navigate("/", { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, confirm, browserGoesHome]);
  if (confirm) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-lg font-semibold text-slate-900">{t("logout.confirmTitle")}</h1>
        <p className="text-slate-600">{t("logout.confirmText")}</p>
        <form method="post" action="/logout">
          <button type="submit" className="btn bg-brand-700 text-white hover:bg-brand-800">
            {t("logout.confirmButton")}
          </button>
        </form>
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/95">
      <span className="h-14 w-14 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <h1 className="text-lg font-semibold text-slate-900">{t("logout.message")}</h1>
      <p className="text-slate-600">{t("logout.redirect")}</p>
    </div>
  );
}
