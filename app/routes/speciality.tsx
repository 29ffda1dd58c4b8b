import { matchSpeciality } from "../../core/doctors/match-speciality";
import { specialityOf } from "../../core/doctors/specialities";
import { DoctorListPage } from "../components/doctors/doctor-list-page";
import { serverT } from "../i18n/server-t.server";
import { usePageT } from "../i18n/page-i18n";
import { loadDoctorList } from "./speciality.server";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/speciality";
import { stripControlCharacters } from "../../core/forms/control-characters";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const word = stripControlCharacters(params.specaility).replace(/[_+]+/g, " ").trim().slice(0, 100);
  const speciality = specialityOf(word) ?? matchSpeciality(word);
  const title = speciality ? serverT(context.lang, "doctorCard")(`specialities.${speciality.slug}`) : word;
  const now = new Date();
  const list = await loadDoctorList(context, request, async (place) =>
    speciality ? context.core.findDoctorsBySpeciality({ speciality, point: place?.point ?? null, now }) : (await context.core.searchDoctors({ query: word, point: place?.point ?? null, now })).doctors,
  );
  return { ...pageData(context, request, "speciality", { values: { speciality: title }, alsoNamespaces: ["doctorCard"], noindex: !speciality }), ...list, title };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function Speciality({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { title, doctors, suggestions, placeLabel, loadError } = loaderData;
  return (
    <DoctorListPage
      t={t}
      title={t("hero.title", { speciality: title })}
      subtitle={t("hero.subtitle")}
      doctors={doctors}
      suggestions={suggestions}
      placeLabel={placeLabel}
      loadError={loadError}
    />
  );
}
