import { useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { chosenLocationFromCookies, describeLocation } from "../core/geo/chosen-location";
import { areaNameIn } from "./i18n/stored-values";
import { languageOfPath } from "../core/i18n/language";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { Shell } from "./components/shell/shell";
import { Toasts } from "./components/toasts";
import { fetchLaterPartsWhenIdle, hydrateLater } from "./render/hydrate-later";
import { markPageHydrated } from "./render/page-hydrated";
import { useFollowStaticLinks } from "./render/static-links";
import { useNonce } from "./components/nonce";
import { REGISTER_SERVICE_WORKER } from "./pwa/register-service-worker";
import { pageI18n } from "./i18n/page-i18n.server";
import { CATALOG_ATTRIBUTE } from "./i18n/page-catalogs";
import { pageI18nsIn } from "./i18n/page-i18n";
import { TranslatorProvider, useOptionalTranslator } from "./i18n/react";
import { serverT } from "./i18n/server-t.server";
import { translatorFor } from "./i18n/translator-for";
import { getUser } from "./lib/session.server";
import { FLASH_COOKIE } from "../core/session/flash-cookie";
import { LOCATION_ASKED_COOKIE } from "../core/geo/location-asked-cookie";
import { showToast } from "./lib/toast";

export async function loader({ context }: Route.LoaderArgs) {
  const { lang, brand, cookies } = context;
  const t = serverT(lang);
  const user = await getUser(context);
  const location = chosenLocationFromCookies(cookies);
  return {
    user: user ? { name: user.name, phone: user.phone, role: user.role } : null,
    flash: cookies[FLASH_COOKIE] ?? null,
    notFoundTitle: `${t("notFound.seo.title")} | ${brand.name}`,
    errorTitle: `${t("error.heading")} | ${brand.name}`,
    lang,
    common: pageI18n(context, "common"),
    brand,
    place: location ? describeLocation(location, areaNameIn(t)) : null,
    location,
    // 'Please select location' until a place is chosen or the visitor closes the prompt for this browser session;
    // never to staff, whose console lists no labs near them.
    askLocation: !location && cookies[LOCATION_ASKED_COOKIE] === undefined && (!user || user.role === "patient"),
    demo: context.appEnv === "demo",
  };
}

/** The language can change only through the globe (an action) or a /{lang} address; then the shell re-renders in it. */
export function shouldRevalidate({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || languageOfPath(nextUrl.pathname) !== undefined;
}

/**
 * The page cannot paint before its stylesheet, so nothing may queue ahead of it on a slow connection. React emits a
 * stylesheet with a precedence in the head before the scripts' module preloads; a plain one would come after them.
 */
export function links() {
  return [
    { rel: "stylesheet", href: appCss, precedence: "default" },
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
    // Issue #29: installable (server/routes/web-manifest.ts).
    { rel: "manifest", href: "/manifest.webmanifest" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang={data?.lang ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
        <CatalogPreloads />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-800 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REGISTER_SERVICE_WORKER }} />
      </body>
    </html>
  );
}

/**
 * The texts of a whole-page load come apart from its HTML (app/i18n/page-catalogs.ts): fetched with the scripts, on
 * the visitor's first action (app/render/scripts-on-first-action.server.ts), at their low priority (hydration needs
 * both, the first paint neither), and from the browser's cache on every later page.
 */
function CatalogPreloads() {
  const hrefs = new Set<string>();
  for (const match of useMatches()) for (const i18n of pageI18nsIn(match.loaderData)) for (const href of i18n.catalogs ?? []) hrefs.add(href);
  return [...hrefs].map((href) => <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" fetchPriority="low" href={href} {...{ [CATALOG_ATTRIBUTE]: "" }} />);
}

export default function App() {
  const rootData = useLoaderData<typeof loader>();
  const { lang, common } = rootData;
  const translator = translatorFor(lang, common.resources ?? {});
  usePageViewBeacon();
  useFlashToast(rootData, translator);
  useEffect(() => {
    markPageHydrated();
    fetchLaterPartsWhenIdle();
  }, []);
  useFollowStaticLinks();
  return (
    <TranslatorProvider translator={translator}>
      <Shell>
        <Outlet />
      </Shell>
      <Toasts />
    </TranslatorProvider>
  );
}

/**
 * A one-time message the server left in the flash cookie (e.g. 'OTP verified successfully!'): toasted once
 * per server answer that carried it (re-renders and later navigations keep the same answer); that answer deleted it
 * (server/app.ts, expireDeliveredFlash), so a reload does not show it again.
 */
function useFlashToast(rootData: { flash: string | null }, translator: { t: (key: string) => string }) {
  const toasted = useRef<object | null>(null);
  useEffect(() => {
    if (!rootData.flash || toasted.current === rootData) return;
    toasted.current = rootData;
    void showToast("success", translator.t(`flash.${rootData.flash}`));
  }, [rootData, translator]);
}

/** First loads are recorded by the server; client-side navigations report themselves. */
function usePageViewBeacon() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    navigator.sendBeacon?.("/api/v1/page-views", JSON.stringify({ path: pathname }));
  }, [pathname]);
}

// Only a page that failed needs it: its code stays out of every other page's first request.
const NotFoundView = hydrateLater(() => import("./components/not-found-view").then((module) => module.NotFoundView));

/** A route that throws 404 (unknown language, missing record) shows the same not-found page, inside the shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!root) return <ErrorText notFound={notFound} />;
  const translator = translatorFor(root.lang, root.common.resources ?? {});
  return (
    <TranslatorProvider translator={translator}>
      <Shell>{notFound ? <NotFoundView /> : <ErrorText notFound={false} />}</Shell>
    </TranslatorProvider>
  );
}

function ErrorText({ notFound }: { notFound: boolean }) {
  const t = useOptionalTranslator()?.t;
  // Outside the shell (the root itself failed) there is no catalog: plain English is the last resort.
  const heading = t ? t(notFound ? "notFound.heading" : "error.heading") : notFound ? "404 PAGE NOT FOUND" : "Something went wrong";
  const text = t ? t(notFound ? "notFound.text" : "error.text") : "Please try again in a moment.";
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <a href="/" className="btn mt-8 bg-brand-700 text-white">
        HOME
      </a>
    </section>
  );
}

export const meta = ({ error, loaderData }: Route.MetaArgs) => {
  if (!error || !loaderData) return [];
  const is404 = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: is404 ? loaderData.notFoundTitle : loaderData.errorTitle }, { name: "robots", content: "noindex" }];
};
