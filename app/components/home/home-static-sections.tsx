import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";
import { Link } from "../link";
import { sameForEveryone } from "../../render/same-for-everyone";

const STEPS = ["book", "confirm", "collect", "report", "pay"] as const;
const PREPARATION = ["fasting", "water", "activity", "medicines", "clothes"] as const;
const FAQS = ["reschedule", "duration", "fasting", "results", "prescription", "payment"] as const;

/** Home: how a home collection goes, step by step. */
function HowItWorksView() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="how-heading" className="bg-white py-12">
      <div className="container-page">
        <h2 id="how-heading" className="text-2xl font-bold text-slate-900">
          {t("how.heading")}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-5">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-2xl border border-slate-200 p-5">
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{index + 1}</span>
              <p className="mt-3 font-semibold text-slate-900">{t(`how.${step}.title`)}</p>
              <p className="mt-1 text-sm text-slate-600">{t(`how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Home: how to prepare for a blood test. */
function PreparationView() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="prep-heading" className="container-page py-12">
      <h2 id="prep-heading" className="text-2xl font-bold text-slate-900">
        {t("preparation.heading")}
      </h2>
      <ul className="mt-6 grid gap-3 md:grid-cols-2">
        {PREPARATION.map((item) => (
          <li key={item} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <Icon name="clipboard-list" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span>{t(`preparation.${item}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Home: the common questions, and where to ask the rest. */
function HomeFaqView() {
  const { t } = useTranslation("home");
  return (
    <section id="faq" aria-labelledby="faq-heading" className="container-page scroll-mt-20 py-12">
      <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
        {t("faq.heading")}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {FAQS.map((key) => (
          <details key={key} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
              {t(`faq.${key}.q`)}
              <span className="text-brand-700 transition group-open:rotate-45" aria-hidden="true">
                +
              </span>
            </summary>
            <p className="mt-3 text-slate-600">{t(`faq.${key}.a`)}</p>
          </details>
        ))}
      </div>
      <p className="mt-4 text-slate-600">
        {t("faq.more")}{" "}
        <Link to="/contact-us" className="font-semibold text-brand-700 underline">
          {t("faq.contact")}
        </Link>
      </p>
    </section>
  );
}

// The same for every visitor in a language: the server renders them once (render/same-for-everyone.tsx).
export const HowItWorks = sameForEveryone("home-how", HowItWorksView);

export const Preparation = sameForEveryone("home-preparation", PreparationView);

export const HomeFaq = sameForEveryone("home-faq", HomeFaqView);
