import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { Link } from "../link";
import { DoctorPhoto } from "./doctor-photo";

const SERVICES = ["consultation", "followUp", "reports", "prescription", "healthCheck", "referral"] as const;
const REVIEWS = ["first", "second", "third"] as const;
const SIMILAR = [
  { key: "first", speciality: "general-medicine" },
  { key: "second", speciality: "cardiology" },
  { key: "third", speciality: "pediatrics" },
] as const;

/** Spec 001 §2.4: the static services list. */
export function ProfileServices({ t }: { t: TFunction }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {SERVICES.map((key) => (
        <li key={key} className="flex gap-2 text-slate-700">
          <Icon name="circle-check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          {t(`services.${key}`)}
        </li>
      ))}
    </ul>
  );
}

/** Spec 001 §1, §2.4: sample reviews, marked as samples. */
export function ProfileReviews({ t }: { t: TFunction }) {
  return (
    <div>
      <p className="text-sm text-slate-500">{t("reviews.sampleNote")}</p>
      <ul className="mt-3 grid gap-4 md:grid-cols-3">
        {REVIEWS.map((key) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            {/* An image of five stars: a label on a plain <p> is not allowed (ARIA in HTML), on role="img" it is. */}
            <div className="flex gap-0.5" role="img" aria-label={t("reviews.stars")}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Icon name="star-filled" key={n} className="h-4 w-4 text-amber-400" />
              ))}
            </div>
            <p className="mt-2 text-slate-700">“{t(`reviews.${key}.text`)}”</p>
            <p className="mt-3 text-sm font-semibold text-slate-900">{t(`reviews.${key}.name`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec 001 §1, §2.4: three static similar-doctor cards; each opens its speciality's list of real doctors. */
export function SimilarDoctors({ t }: { t: TFunction }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {SIMILAR.map(({ key, speciality }) => (
        <li key={key} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <DoctorPhoto name={t(`similar.${key}.name`)} photo={null} />
          <div>
            <p className="font-semibold text-slate-900">{t(`similar.${key}.name`)}</p>
            <p className="text-sm text-brand-700">{t(`doctorCard:specialities.${speciality}`)}</p>
            <Link to={`/speciality/${speciality}`} className="mt-1 inline-block text-sm font-semibold text-brand-800 underline underline-offset-2">
              {t("similar.more")}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
