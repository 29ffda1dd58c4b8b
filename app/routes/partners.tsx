import { Icon } from "../components/icons/icon";
import { Link } from "../components/link";
import { PartnerCategories } from "../components/partners/partner-categories";
import { ProgressiveTabs } from "../components/progressive-tabs";
import { BenefitGrid, type Benefit } from "../components/benefit-grid";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/partners";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "partners");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** There is no partner portal yet: its dashboard, scheduling, records and featured listings are marked coming. */
const BENEFITS: readonly Benefit[] = [
  { id: "network", icon: "users" },
  { id: "trust", icon: "shield-check" },
  { id: "analytics", icon: "chart-column", coming: true },
  { id: "scheduling", icon: "calendar-check", coming: true },
  { id: "marketing", icon: "megaphone", coming: true },
  { id: "records", icon: "folder-open", coming: true },
];

const KINDS = ["hospitals", "clinics", "pharmacies", "labs", "nursing", "doctors"] as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="container-page py-12 sm:py-16">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
            <Icon name="handshake" className="h-4 w-4" /> {t("hero.badge")}
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">{t("hero.title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t("hero.subtitle")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#categories" className="btn bg-white text-brand-800 hover:bg-brand-50">
              {t("hero.explore")}
            </a>
            <Link to="/register/partner" className="btn bg-pink-600 text-white shadow-lg hover:bg-pink-700">
              {t("hero.become")}
            </Link>
          </div>
        </div>
      </section>

      <section id="categories" aria-labelledby="categories-heading" className="container-page scroll-mt-20 py-12">
        <h2 id="categories-heading" className="text-2xl font-bold text-slate-900">
          {t("categories.heading")}
        </h2>
        <p className="mt-1 text-slate-600">{t("categories.subtitle")}</p>
        <PartnerCategories t={t} />
      </section>

      <div className="bg-white py-12">
        <BenefitGrid t={t} items={BENEFITS} tone="pink" className="container-page" />
      </div>

      <section aria-labelledby="kinds-heading" className="container-page py-12">
        <h2 id="kinds-heading" className="mb-6 text-2xl font-bold text-slate-900">
          {t("kinds.heading")}
        </h2>
        <ProgressiveTabs
          label={t("kinds.tabsLabel")}
          items={KINDS.map((id) => ({ id, label: t(`kinds.${id}.tab`), content: <p className="text-slate-700">{t(`kinds.${id}.text`)}</p> }))}
        />
      </section>

      <section aria-labelledby="register-heading" className="container-page pb-12">
        <div className="flex flex-col items-start gap-5 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="register-heading" className="text-2xl font-bold text-slate-900">
              {t("register.heading")}
            </h2>
            <p className="mt-1 text-slate-700">{t("register.text")}</p>
          </div>
          <Link to="/register/partner" className="btn shrink-0 bg-brand-700 text-white hover:bg-brand-800">
            {t("register.button")}
          </Link>
        </div>
      </section>
    </>
  );
}
