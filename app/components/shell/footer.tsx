import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";
import { Link } from "../link";
import { AREAS, areaPath } from "../../../core/geo/areas";
import { LogoMark } from "./logo";
import { SocialLinks } from "./social-icons";
import { displayPhone, telUrl } from "./support-links";
import { sameForEveryone } from "../../render/same-for-everyone";
import { MY_DATA_LINK, MY_HEALTH_LINK } from "./nav-links";

const QUICK_LINKS = [
  { to: "/doctors", key: "footer.links.doctors" },
  { to: "/pharmacy", key: "footer.links.pharmacy" },
  { to: "/nearby-labs", key: "footer.links.labs" },
  { to: "/partners", key: "footer.links.partners" },
  { to: "/vip", key: "footer.links.vip" },
  { to: "/we-are-in", key: "footer.links.locations" },
] as const;

const HELP_LINKS = [
  { to: "/faq", key: "footer.links.faq" },
  { to: "/help-and-support", key: "footer.links.help" },
  { to: "/privacy-policy", key: "footer.links.privacy" },
  { to: "/terms-and-conditions", key: "footer.links.terms" },
  { to: "/cookie-policy", key: "footer.links.cookies" },
] as const;

/**
 * `myData`: the visitor is a logged-in patient, so the help links lead to their "My data" too (issue #34). A prop,
 * never the session: the footer is rendered once per language and props (same-for-everyone).
 */
function FooterView({ brandName, supportPhone, supportEmail, myData = false }: { brandName: string; supportPhone: string; supportEmail: string; myData?: boolean }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 pb-24 pt-12 text-slate-300">
      <div className="container-page grid gap-10 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 text-white">
            <LogoMark />
            <span className="text-xl font-bold">{brandName}</span>
          </Link>
          <p className="mt-3 text-sm leading-relaxed">{t("footer.about")}</p>
          <h2 className="sr-only">{t("footer.social")}</h2>
          <SocialLinks className="mt-4" />
        </div>
        <FooterLinks title={t("footer.explore")} links={QUICK_LINKS} />
        <FooterLinks title={t("footer.help")} links={myData ? [...HELP_LINKS, MY_HEALTH_LINK, MY_DATA_LINK] : HELP_LINKS} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("footer.contact")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={telUrl(supportPhone)} className="inline-flex min-h-8 items-center gap-2 hover:text-white">
                <Icon name="phone" className="h-4 w-4" /> {displayPhone(supportPhone)}
              </a>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`} className="inline-flex min-h-8 max-w-full items-center gap-2 [overflow-wrap:anywhere] hover:text-white">
                <Icon name="mail" className="h-4 w-4" /> {supportEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <nav aria-labelledby="footer-areas" className="container-page mt-10 border-t border-slate-700 pt-8">
        <h2 id="footer-areas" className="text-sm font-semibold uppercase tracking-wide text-white">
          {t("footer.areas")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {AREAS.map((area) => (
            <li key={area.name}>
              <Link
                to={areaPath(area.name)}
                className="area-chip"
              >
                {t(`areas.${area.name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="container-page mt-8 text-xs text-slate-400">{t("footer.copyright", { year, brand: brandName })}</p>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly { to: string; key: string }[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-8 items-center hover:text-white">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

// The same for every visitor in a language: the server renders it once (render/same-for-everyone.tsx).
export const Footer = sameForEveryone("footer", FooterView);
