import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { Link } from "../link";

/** Spec 001 §2.10: the six categories and their /partner/... paths. */
const CATEGORIES = [
  { id: "hospital", path: "/partner/hospital", icon: "hospital" },
  { id: "clinic", path: "/partner/clinic", icon: "building-2" },
  { id: "pharmacy", path: "/partner/pharmacy", icon: "pill" },
  { id: "laboratory", path: "/partner/laboratory", icon: "flask-conical" },
  { id: "nursingHome", path: "/partner/nursing-home", icon: "heart-pulse" },
  { id: "doctor", path: "/partner/doctor", icon: "stethoscope" },
] as const;

export function PartnerCategories({ t }: { t: TFunction }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {CATEGORIES.map(({ id, path, icon }) => {
        const kind = t(`categories.${id}.name`);
        return (
          <li key={id} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={icon} className="h-6 w-6" />
            </span>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{kind}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(`categories.${id}.text`)}</p>
            <div className="mt-auto flex flex-wrap gap-2 pt-5">
              <Link to={path} aria-label={t("categories.joinLabel", { kind })} className="btn flex-1 whitespace-nowrap bg-brand-700 px-4 py-2 text-white hover:bg-brand-800">
                {t("categories.join")}
              </Link>
              <Link
                to="/contact-us"
                aria-label={t("categories.contactLabel", { kind })}
                className="btn flex-1 whitespace-nowrap border border-brand-700 px-4 py-2 text-brand-800 hover:bg-brand-50"
              >
                <Icon name="send" className="h-4 w-4" /> {t("categories.contact")}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
