import { Icon } from "../icons/icon";
import { useEffect, useRef, memo } from "react";
import { useTranslation } from "../../i18n/react";
import { useLocation } from "react-router";
import { Link, NavLink } from "../link";
import { LanguageButton } from "./language-button";
import { LogoMark } from "./logo";
import { FAMILY_LINK, LOGIN_LINK, MY_DATA_LINK, MY_HEALTH_LINK, NAV_LINKS, REGISTER_LINK } from "./nav-links";

type HeaderUser = { name: string | null; phone: string; role: string } | null;

// memo: the shell renders again on every change of the router's state; see "Rendered again only when its props change" in app/render/hydrate-later.tsx.
export const Header = memo(function Header({ brandName, user }: { brandName: string; user: HeaderUser }) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, hash } = useLocation();
  // A move to another page closes the menu; the page's scripts starting does not (they start with the visitor's first
  // action, which may be the tap that opened it).
  const menuShownAt = useRef(pathname + hash);
  useEffect(() => {
    if (menuShownAt.current === pathname + hash) return;
    menuShownAt.current = pathname + hash;
    if (menu.current) menu.current.open = false;
  }, [pathname, hash]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 text-[15px] font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"}`;
  // Staff book for no one: the family page is a patient's.
  const patient = user?.role === "patient";

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <div className="container-page flex h-16 items-center gap-3">
        <Link to="/" className="flex items-center gap-2" aria-label={t("nav.homeLink", { brand: brandName })}>
          <LogoMark />
          <span className="text-xl font-bold tracking-tight text-brand-800">{brandName}</span>
        </Link>
        <nav aria-label={t("nav.mainNavigation")} className="ml-6 hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass}>
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageButton />
          {user ? (
            <>
              <span className="hidden max-w-40 truncate font-medium text-slate-700 md:inline">
                {user.name ? t("auth.hello", { name: user.name }) : t("auth.helloNoName")}
              </span>
              {/* My data from 1280 px, My health from 1536 px: at 1024 px a Bengali header had no room left for them (the menu and the footer link them below that). */}
              {patient
                ? [
                    { link: FAMILY_LINK, shown: "lg:inline-flex" },
                    { link: MY_HEALTH_LINK, shown: "2xl:inline-flex" },
                    { link: MY_DATA_LINK, shown: "xl:inline-flex" },
                  ].map(({ link, shown }) => (
                    <NavLink key={link.to} to={link.to} className={({ isActive }) => `hidden ${shown} ${linkClass({ isActive })}`}>
                      {t(link.key)}
                    </NavLink>
                  ))
                : null}
              <Link to="/logout" className="hidden rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 sm:inline-flex">
                {t("auth.logout")}
              </Link>
            </>
          ) : (
            <>
              <Link to={LOGIN_LINK.to} className="hidden rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 sm:inline-flex">
                {t(LOGIN_LINK.key)}
              </Link>
              <Link to={REGISTER_LINK.to} className="btn hidden bg-brand-700 py-2 text-white hover:bg-brand-800 sm:inline-flex">
                {t(REGISTER_LINK.key)}
              </Link>
            </>
          )}
          <details ref={menu} className="group relative lg:hidden">
            <summary
              className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-lg border border-slate-200 text-slate-700"
              aria-label={t("nav.menu")}
            >
              <Icon name="menu" className="h-6 w-6 group-open:hidden" />
              <Icon name="x" className="hidden h-6 w-6 group-open:block" />
            </summary>
            <nav
              aria-label={t("nav.mobileNavigation")}
              className="absolute right-0 top-14 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
            >
              {[...NAV_LINKS, ...(user ? [...(patient ? [FAMILY_LINK, MY_HEALTH_LINK, MY_DATA_LINK] : []), { to: "/logout", key: "auth.logout" }] : [LOGIN_LINK, REGISTER_LINK])].map((link) => (
                <NavLink key={link.to} to={link.to} end className={({ isActive }) => `flex min-h-11 items-center ${linkClass({ isActive })}`}>
                  {t(link.key)}
                </NavLink>
              ))}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
});
