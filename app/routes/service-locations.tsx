import { Icon } from "../components/icons/icon";
import { useTranslation } from "../i18n/react";
import { Link } from "../components/link";
import { AREAS, areaPath } from "../../core/geo/areas";
import { PageHero } from "../components/page-hero";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/service-locations";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "locations");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Spec 001 §2.14: static featured cities, each with a service count and the year service started. */
const CITIES = [
  { id: "newYork", services: 48, since: 2016 },
  { id: "sanFrancisco", services: 36, since: 2017 },
  { id: "chicago", services: 29, since: 2018 },
  { id: "austin", services: 18, since: 2020 },
  { id: "miami", services: 22, since: 2019 },
  { id: "seattle", services: 25, since: 2019 },
] as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { t: common } = useTranslation();
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />

      <section aria-labelledby="featured-heading" className="container-page py-12">
        <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
          {t("featured.heading")}
        </h2>
        <p className="mt-1 text-slate-600">{t("featured.subtitle")}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CITIES.map((city) => (
            <li key={city.id} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name="map-pin" className="h-6 w-6" />
                </span>
                <h3 className="text-lg font-semibold text-slate-900">{t(`cities.${city.id}`)}</h3>
              </div>
              <ul className="mt-4 flex flex-wrap gap-2 text-sm">
                <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                  <Icon name="building-2" className="h-4 w-4 text-brand-700" /> {t("featured.services", { count: city.services })}
                </li>
                <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                  <Icon name="calendar-days" className="h-4 w-4 text-brand-700" /> {t("featured.since", { year: city.since })}
                </li>
              </ul>
              <div className="mt-auto pt-5">
                <Link
                  to="/contact-us"
                  aria-label={t("featured.contactCity", { city: t(`cities.${city.id}`) })}
                  className="btn w-full border border-brand-700 py-2 text-brand-800 hover:bg-brand-50"
                >
                  <Icon name="send" className="h-4 w-4" /> {t("featured.contact")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <nav aria-labelledby="wb-heading" className="bg-white py-12">
        <div className="container-page">
          <h2 id="wb-heading" className="text-2xl font-bold text-slate-900">
            {t("westBengal.heading")}
          </h2>
          <p className="mt-1 text-slate-600">{t("westBengal.subtitle")}</p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {AREAS.map((area) => (
              <li key={area.name}>
                <Link
                  to={areaPath(area.name)}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 px-4 text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50"
                >
                  <Icon name="map-pin" className="h-4 w-4 text-brand-700" /> {common(`areas.${area.name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <section aria-labelledby="cta-heading" className="container-page py-12">
        <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          <h2 id="cta-heading" className="text-2xl font-bold text-slate-900">
            {t("cta.heading")}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{t("cta.text")}</p>
          <Link to="/contact-us" className="btn mt-5 bg-brand-700 text-white hover:bg-brand-800">
            {t("cta.button")}
          </Link>
        </div>
      </section>
    </>
  );
}
