import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";

const PHARMACY_SERVICES = [
  { id: "prescriptions", icon: "pill" },
  { id: "generics", icon: "circle-check" },
  { id: "delivery", icon: "truck" },
  { id: "checks", icon: "heart-pulse" },
  { id: "babyCare", icon: "baby" },
  { id: "vaccines", icon: "syringe" },
] as const;
const HOSPITAL_SERVICES = [
  { id: "outpatient", icon: "stethoscope" },
  { id: "emergency", icon: "heart-pulse" },
  { id: "pharmacy", icon: "pill" },
  { id: "checks", icon: "circle-check" },
] as const;
const REVIEWS = [
  { id: "first", stars: 5 },
  { id: "second", stars: 4 },
  { id: "third", stars: 5 },
] as const;
const MORE_REVIEWS = [
  { id: "fourth", stars: 4 },
  { id: "fifth", stars: 5 },
] as const;

/** Spec 001 §2.9: the static 'Services Offered' list. Texts in the chamber namespace. */
export function ServicesOffered({ t, type }: { t: TFunction; type: "Pharmacy" | "Hospital" }) {
  const services = type === "Hospital" ? HOSPITAL_SERVICES : PHARMACY_SERVICES;
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="text-2xl font-bold text-slate-900">
        {t("services.heading")}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {services.map(({ id, icon }) => (
          <li key={id} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <Icon name={icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span>
              <span className="block font-semibold text-slate-900">{t(`services.items.${id}.title`)}</span>
              <span className="block text-sm text-slate-600">{t(`services.items.${id}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Review({ t, id, stars }: { t: TFunction; id: string; stars: number }) {
  return (
    <li>
      <figure className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-0.5" role="img" aria-label={t("reviews.stars", { count: stars })}>
          {Array.from({ length: 5 }, (_, index) => (
            <Icon key={index} name={index < stars ? "star-filled" : "star"} className={`h-4 w-4 ${index < stars ? "text-amber-400" : "text-slate-300"}`} />
          ))}
        </div>
        <blockquote className="mt-3 flex gap-2 text-slate-700">
          <Icon name="quote" className="h-4 w-4 shrink-0 text-pink-600" />
          {t(`reviews.items.${id}.text`)}
        </blockquote>
        <figcaption className="mt-auto pt-4 text-sm font-semibold text-slate-900">{t(`reviews.items.${id}.name`)}</figcaption>
      </figure>
    </li>
  );
}

/** Spec 001 §2.9: static sample 'Patient Reviews'; 'View All Reviews' shows the rest (a native disclosure, no script). */
export function PatientReviews({ t }: { t: TFunction }) {
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900">
        {t("reviews.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-500">{t("reviews.note")}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {REVIEWS.map((review) => (
          <Review key={review.id} t={t} {...review} />
        ))}
      </ul>
      <details className="group mt-4">
        <summary className="btn w-fit cursor-pointer list-none border border-brand-700 text-brand-800 hover:bg-brand-50 group-open:hidden">{t("reviews.viewAll")}</summary>
        <ul className="grid gap-4 md:grid-cols-3">
          {MORE_REVIEWS.map((review) => (
            <Review key={review.id} t={t} {...review} />
          ))}
        </ul>
      </details>
    </section>
  );
}
