import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import type { DoctorCard } from "../../../core/doctors/doctor-card";
import { PageHero } from "../page-hero";
import { DoctorResults } from "./doctor-results";
import { DoctorSearchBox } from "./doctor-search-box";
import { PopularSpecialities } from "./popular-specialities";
import { specialityName } from "./speciality-name";

type Props = {
  t: TFunction;
  title: string;
  subtitle: string;
  query?: string;
  doctors: readonly DoctorCard[];
  suggestions: readonly string[];
  placeLabel: string | null;
  loadError: boolean;
};

/** Spec 001 §2.5: the doctors list of /speciality/{…} and /search/{…}, titled by the route word, with the search box. */
export function DoctorListPage({ t, title, subtitle, query, doctors, suggestions, placeLabel, loadError }: Props) {
  return (
    <>
      <PageHero title={title} subtitle={subtitle}>
        <DoctorSearchBox t={t} suggestions={suggestions.map((name) => specialityName(t, name))} defaultValue={query} />
      </PageHero>
      <section className="container-page py-10" aria-labelledby="list-heading">
        <h2 id="list-heading" className="text-2xl font-bold text-slate-900">
          {t("doctorCard:list.title", { title })}
        </h2>
        <p className="mt-1 flex items-start gap-2 text-slate-600">
          <Icon name="map-pin" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
          {placeLabel ? t("doctorCard:list.near", { place: placeLabel }) : t("doctorCard:list.noPlace")}
        </p>
        <div className="mt-6">
          <DoctorResults t={t} doctors={doctors} loadError={loadError} whenEmpty={<PopularSpecialities />} />
        </div>
      </section>
    </>
  );
}
