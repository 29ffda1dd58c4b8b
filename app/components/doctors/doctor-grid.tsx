import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { Link } from "../link";
import { useTranslation } from "../../i18n/react";
import { useKeptListKey } from "../../render/kept-list-key";
import { sameForEveryone } from "../../render/same-for-everyone";
import type { DoctorCard } from "../../../core/doctors/doctor-card";
import { formatKm } from "../../../core/geo/distance";
import { availabilityText } from "./availability-text";
import { DoctorPhoto } from "./doctor-photo";
import { specialityName } from "./speciality-name";

/** Tailwind sees only whole class names, so each column count is spelled out. */
const COLUMNS = {
  1: "grid-cols-1",
  2: "grid-cols-1 sm:grid-cols-2",
  3: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
} as const;

type Props = {
  /** The page's t, with the doctorCard namespace loaded (pageData's alsoNamespaces). */
  t: TFunction;
  doctors: readonly DoctorCard[];
  /** Spec 001 §2.3: 4 by default, or the given number per row. */
  perRow?: 1 | 2 | 3 | 4;
  /** 'Load More Doctors' to /doctors. */
  loadMore?: boolean;
};

/** Spec 001 §2.3: the shared doctor card grid. Each card opens /doctor/{id}/profile. */
export function DoctorGrid({ t, doctors, perRow = 4, loadMore = true }: Props) {
  const listKey = useKeptListKey(doctors.map((doctor) => doctor.id));
  return (
    <div>
      <ul key={listKey} className={`grid gap-4 ${COLUMNS[perRow]}`} data-testid="doctor-grid">
        {doctors.map((doctor) => (
          <DoctorCardPart key={doctor.id} doctor={doctor} />
        ))}
      </ul>
      {loadMore ? (
        <p className="mt-8 text-center">
          <Link to="/doctors" className="btn border border-brand-700 text-brand-800 hover:bg-brand-50">
            {t("doctorCard:loadMore")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** One card. Its texts come from the translator, not the grid's t: on the server it is a same-for-everyone part. */
export function DoctorCardItem({ doctor }: { doctor: DoctorCard }) {
  const { t } = useTranslation("doctorCard");
  return (
    <li data-testid="doctor-card" className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md">
      <div className="flex items-start gap-4">
        <DoctorPhoto name={doctor.name} photo={doctor.photo} />
        <div className="min-w-0">
          {/* Names, degrees and hospitals come from the database in English: marked so on hi and bn pages. */}
          <h3 lang="en" className="text-base font-semibold leading-snug text-slate-900">
            {/* The whole card is the link's target area; the name is what a screen reader announces. */}
            <Link to={`/doctor/${doctor.id}/profile`} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-600">
              {doctor.name}
            </Link>
          </h3>
          {doctor.speciality ? <p className="mt-0.5 text-sm font-medium text-brand-700">{specialityName(t, doctor.speciality)}</p> : null}
          {doctor.degree ? (
            <p lang="en" className="mt-0.5 text-xs text-slate-600">
              {doctor.degree}
            </p>
          ) : null}
        </div>
      </div>
      {doctor.hospital ? (
        <p lang="en" className="mt-3 text-sm text-slate-700">
          {doctor.hospital}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {doctor.rating !== null ? (
          <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
            <Icon name="star-filled" className="h-4 w-4 text-amber-400" />
            {t("doctorCard:rating", { rating: doctor.rating.toFixed(1), count: doctor.ratingBy })}
          </span>
        ) : null}
        {doctor.distanceKm !== null ? (
          <span className="inline-flex items-center gap-1 text-slate-600">
            <Icon name="navigation" className="h-3.5 w-3.5" />
            {t("doctorCard:distance", { km: formatKm(doctor.distanceKm) })}
          </span>
        ) : null}
      </div>
      <p className="mt-auto flex gap-2 pt-3 text-sm text-slate-700">
        <Icon name="calendar-clock" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        <span data-testid="doctor-next">{doctor.next ? t("doctorCard:next.label", { when: availabilityText(t, doctor.next) }) : t("doctorCard:next.none")}</span>
      </p>
    </li>
  );
}

// The same for every visitor in a language, given the card's data: the server renders each card once.
const DoctorCardPart = sameForEveryone("doctor-card", DoctorCardItem);
