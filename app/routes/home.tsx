import { ClipboardList, Clock, Droplets, MapPin, Phone, ShieldCheck } from "lucide-react";
import { data, Link } from "react-router";
import { listLabs } from "../../core/catalog/list-labs";
import { isLanguage } from "../../core/i18n/language";
import { BookingSection } from "../components/booking/booking-section";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/home";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) throw data(null, { status: 404 });
  const place = params.ct ? decodeWords(params.ct) : undefined;
  const test = params.ty ? decodeWords(params.ty) : undefined;
  const seoKey = place && test ? "seoPlaceTest" : place ? "seoPlace" : test ? "seoTest" : "seo";
  const user = await getUser(context);
  let labs: Awaited<ReturnType<typeof listLabs>> = [];
  let labsError: string | null = null;
  try {
    labs = await listLabs(context.db, { limit: 24 });
  } catch {
    labsError = "labs.loadFailed";
  }
  return {
    ...pageData(context, request, "home", { seoKey, values: { place: place ?? "", test: test ?? "" } }),
    place: place ?? null,
    test: test ?? null,
    labs,
    labsError,
    support: context.brand,
    user: user ? { name: user.name } : null,
  };
}

/** "blood-sugar" or "Dakshin%20Dinajpur" as people read them. */
function decodeWords(word: string): string {
  return word.replace(/[-_+]+/g, " ").replace(/\s+/g, " ").trim();
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

const STEPS = ["book", "confirm", "collect", "report", "pay"] as const;
const PREPARATION = ["fasting", "water", "activity", "medicines", "clothes"] as const;
const FAQS = ["reschedule", "duration", "fasting", "results", "prescription", "payment"] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { labs, labsError, place, test, support, user } = loaderData;
  const t = usePageT(loaderData.i18n);
  const headline = place && test ? t("hero.titlePlaceTest", { place, test }) : place ? t("hero.titlePlace", { place }) : test ? t("hero.titleTest", { test }) : t("hero.title");
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              <ShieldCheck className="h-4 w-4" aria-hidden="true" /> {t("hero.badge")}
            </p>
            <h1 className="mt-4 text-balance text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{headline}</h1>
            <p className="mt-4 max-w-xl text-lg text-brand-50">{t("hero.subtitle")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="#booking" className="btn bg-pink-600 text-white shadow-lg hover:bg-pink-700">
                <Droplets className="h-5 w-5" aria-hidden="true" /> {t("hero.cta")}
              </a>
              <a href="#labs" className="btn border border-white/60 text-white hover:bg-white/10">
                {t("hero.secondary")}
              </a>
            </div>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {(["home", "certified", "fast", "track"] as const).map((key) => (
              <li key={key} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
                <p className="font-semibold">{t(`highlights.${key}.title`)}</p>
                <p className="mt-1 text-sm text-brand-50">{t(`highlights.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="labs" aria-labelledby="labs-heading" className="container-page scroll-mt-20 py-12">
        <h2 id="labs-heading" className="text-2xl font-bold text-slate-900">
          {t("labs.heading")}
        </h2>
        <p className="mt-1 text-slate-600">{t("labs.subtitle")}</p>
        {labsError ? (
          <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            {t(labsError)}
          </p>
        ) : labs.length === 0 ? (
          <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-slate-600">{t("labs.empty")}</p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {labs.map((lab) => (
              <li key={lab.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="text-lg font-semibold text-slate-900">{lab.name}</h3>
                {lab.address ? (
                  <p className="mt-2 flex gap-2 text-sm text-slate-600">
                    <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {lab.address}
                  </p>
                ) : null}
                {lab.testTime ? (
                  <p className="mt-2 flex gap-2 text-sm text-slate-600">
                    <Clock className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                    <span>
                      {t("labs.timing")}: {lab.testTime}
                    </span>
                  </p>
                ) : null}
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  {lab.phone ? (
                    <a href={`tel:+91${lab.phone}`} className="btn border border-slate-300 py-2 text-sm text-slate-800 hover:bg-slate-50">
                      <Phone className="h-4 w-4" aria-hidden="true" /> {t("labs.call")}
                    </a>
                  ) : null}
                  {lab.lat !== null && lab.lon !== null ? (
                    <a
                      href={`https://www.google.com/maps/search/?api=1&query=${lab.lat},${lab.lon}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="btn border border-slate-300 py-2 text-sm text-slate-800 hover:bg-slate-50"
                    >
                      <MapPin className="h-4 w-4" aria-hidden="true" /> {t("labs.map")}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

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

      <section aria-labelledby="prep-heading" className="container-page py-12">
        <h2 id="prep-heading" className="text-2xl font-bold text-slate-900">
          {t("preparation.heading")}
        </h2>
        <ul className="mt-6 grid gap-3 md:grid-cols-2">
          {PREPARATION.map((item) => (
            <li key={item} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <ClipboardList className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>{t(`preparation.${item}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <BookingSection t={t} user={user} support={support} />

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
    </>
  );
}
