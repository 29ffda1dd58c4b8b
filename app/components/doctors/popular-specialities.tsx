import { Icon } from "../icons/icon";
import type { IconName } from "../icons/icon-names";
import { useTranslation } from "../../i18n/react";
import { Link } from "../link";
import { POPULAR_SPECIALITIES } from "../../../core/doctors/specialities";
import { sameForEveryone } from "../../render/same-for-everyone";

const ICONS: Record<string, IconName> = {
  cardiology: "heart-pulse",
  dermatology: "sparkles",
  pediatrics: "baby",
  orthopedics: "bone",
  ophthalmology: "eye",
  psychiatry: "brain",
  immunology: "shield-plus",
  "ob-gyn": "flower-2",
  ent: "ear",
  neurology: "brain-circuit",
  pulmonology: "wind",
  oncology: "ribbon",
};

/** Spec 001 §2.2: the twelve popular specialities, each opening its speciality page. */
function PopularSpecialitiesView() {
  const { t } = useTranslation("doctorCard");
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {POPULAR_SPECIALITIES.map(({ slug }) => {
        const icon = ICONS[slug] ?? "heart-pulse";
        return (
          <li key={slug}>
            <Link
              to={`/speciality/${slug}`}
              data-testid="popular-speciality"
              className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center text-sm font-semibold text-slate-800 shadow-sm transition hover:border-brand-600 hover:text-brand-800"
            >
              <Icon name={icon} className="h-7 w-7 text-brand-700" />
              {t(`specialities.${slug}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

// The same for every visitor in a language: the server renders it once (render/same-for-everyone.tsx).
export const PopularSpecialities = sameForEveryone("popular-specialities", PopularSpecialitiesView);
