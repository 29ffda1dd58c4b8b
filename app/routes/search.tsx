import { DoctorListPage } from "../components/doctors/doctor-list-page";
import { usePageT } from "../i18n/page-i18n";
import { loadDoctorList } from "./speciality.server";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/search";
import { stripControlCharacters } from "../../core/forms/control-characters";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const query = stripControlCharacters(params.query).trim().slice(0, 100);
  const list = await loadDoctorList(context, request, async (place) => (await context.core.searchDoctors({ query, point: place?.point ?? null, now: new Date() })).doctors);
  // Result pages of free text are for the visitor, not for search engines.
  return { ...pageData(context, request, "search", { values: { query }, alsoNamespaces: ["doctorCard"], noindex: true }), ...list, query };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { query, doctors, suggestions, placeLabel, loadError } = loaderData;
  return (
    <DoctorListPage
      t={t}
      title={t("hero.title", { query })}
      subtitle={t("hero.subtitle")}
      query={query}
      doctors={doctors}
      suggestions={suggestions}
      placeLabel={placeLabel}
      loadError={loadError}
    />
  );
}
