import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";
import { Link } from "../link";
import { sameForEveryone } from "../../render/same-for-everyone";

const BENEFITS = [
  { id: "home", icon: "house" },
  { id: "labs", icon: "flask-conical" },
  { id: "online", icon: "smartphone" },
] as const;
const HOW = ["book", "confirm", "pay", "collect", "report"] as const;
const PREP = ["fasting", "medicines", "clothes", "papers"] as const;
const FAQ = ["reschedule", "duration", "fasting", "pay", "report", "code"] as const;

/** Spec 000 §2: three benefits, how it works in 5 steps, preparation guidelines, an important note, and a 6-question FAQ. */
function OrderMarketingView() {
  const { t } = useTranslation("tracking");
  return (
    <div className="space-y-8">
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="text-2xl font-bold text-slate-900">
          {t("benefits.title")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {BENEFITS.map(({ id, icon }) => (
            <li key={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <Icon name={icon} className="h-7 w-7 text-brand-700" />
              <h3 className="mt-2 font-bold text-slate-900">{t(`benefits.items.${id}.title`)}</h3>
              <p className="mt-1 text-slate-600">{t(`benefits.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="how-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="how-heading" className="text-xl font-bold text-slate-900">
            {t("how.title")}
          </h2>
          <ol className="mt-3 space-y-3">
            {HOW.map((id, index) => (
              <li key={id} className="flex gap-3">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="pt-1 text-slate-800">{t(`how.steps.${id}`)}</span>
              </li>
            ))}
          </ol>
        </section>
        <div className="space-y-6">
          <section aria-labelledby="prep-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="prep-heading" className="text-xl font-bold text-slate-900">
              {t("prep.title")}
            </h2>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-slate-800">
              {PREP.map((id) => (
                <li key={id}>{t(`prep.items.${id}`)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="note-heading" className="flex gap-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
            <Icon name="triangle-alert" className="h-6 w-6 shrink-0 text-amber-800" />
            <div>
              <h2 id="note-heading" className="font-bold text-amber-950">
                {t("note.title")}
              </h2>
              <p className="mt-1 text-amber-950">{t("note.text")}</p>
            </div>
          </section>
        </div>
      </div>

      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
          {t("faq.title")}
        </h2>
        <div className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {FAQ.map((id) => (
            <details key={id} className="group p-4">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold text-slate-900">
                {t(`faq.items.${id}.q`)}
                <span className="text-xl text-brand-700 transition group-open:rotate-45" aria-hidden="true">
                  +
                </span>
              </summary>
              <p className="mt-2 text-slate-700">{t(`faq.items.${id}.a`)}</p>
            </details>
          ))}
        </div>
        <p className="mt-4 text-slate-700">
          {t("faq.more")}{" "}
          <Link to="/contact-us" className="font-semibold text-brand-800 underline">
            {t("faq.contact")}
          </Link>
        </p>
      </section>
    </div>
  );
}

// The same for every visitor in a language: the server renders it once (render/same-for-everyone.tsx).
export const OrderMarketing = sameForEveryone("order-marketing", OrderMarketingView);
