import { Icon } from "../components/icons/icon";
import { chosenLocationFromCookies } from "../../core/geo/chosen-location";
import { DoctorResults } from "../components/doctors/doctor-results";
import { DoctorSearchBox } from "../components/doctors/doctor-search-box";
import { PopularSpecialities } from "../components/doctors/popular-specialities";
import { specialityName } from "../components/doctors/speciality-name";
import { PageHero } from "../components/page-hero";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/doctors";
import { reportFailure } from "../../core/errors/report-failure";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageData(context, request, "doctors", { alsoNamespaces: ["doctorCard"] });
  try {
    const place = await context.core.listPlaceOf(new URL(request.url).searchParams, chosenLocationFromCookies(context.cookies));
    const [doctors, suggestions] = await Promise.all([context.core.findTopDoctors({ place, now: new Date() }), context.core.listSpecialitySuggestions()]);
    return { ...page, doctors, suggestions, placeLabel: place?.label ?? null, loadError: false };
  } catch (error) {
    reportFailure(context, error, "doctors not loaded");
    return { ...page, doctors: [], suggestions: [], placeLabel: null, loadError: true };
  }
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function Doctors({ loaderData }: Route.ComponentProps) {
  const { doctors, suggestions, placeLabel, loadError } = loaderData;
  const t = usePageT(loaderData.i18n);
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <DoctorSearchBox t={t} suggestions={suggestions.map((name) => specialityName(t, name))} />
      </PageHero>
      <section className="container-page py-10" aria-labelledby="popular-heading">
        <h2 id="popular-heading" className="text-2xl font-bold text-slate-900">
          {t("popular.title")}
        </h2>
        <p className="mt-1 text-slate-600">{t("popular.subtitle")}</p>
        <div className="mt-6">
          <PopularSpecialities />
        </div>
      </section>
      <section className="container-page pb-14" aria-labelledby="top-heading">
        <h2 id="top-heading" className="text-2xl font-bold text-slate-900">
          {t("top.title")}
        </h2>
        <p className="mt-1 flex items-start gap-2 text-slate-600">
          <Icon name="map-pin" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
          {placeLabel ? t("top.near", { place: placeLabel }) : t("top.noPlace")}
        </p>
        <div className="mt-6">
          <DoctorResults t={t} doctors={doctors} loadError={loadError} loadMore={false} />
        </div>
      </section>
    </>
  );
}
