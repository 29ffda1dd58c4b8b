import { Icon } from "../components/icons/icon";
import { Link } from "../components/link";
import { formatDate, formatRupees } from "../../core/format/format";
import { OfferCountdown } from "../components/vip/offer-countdown";
import { endOfKolkataMonth } from "../components/vip/offer-end";
import { BenefitGrid, type Benefit } from "../components/benefit-grid";
import { FAMILY_PATH } from "../components/family/family-paths";
import { MY_HEALTH_PATH } from "../components/results/health-paths";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/vip";

export function loader({ context, request }: Route.LoaderArgs) {
  return { ...pageData(context, request, "vip"), offerEndsAt: endOfKolkataMonth(Date.now()) };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** What exists links to its page (family members, results in plain words, reminders); the rest is marked coming. */
const BENEFITS: readonly Benefit[] = [
  { id: "priority", icon: "clock", coming: true },
  { id: "discount", icon: "badge-percent", coming: true },
  { id: "manager", icon: "headset", coming: true },
  { id: "family", icon: "users", to: FAMILY_PATH },
  { id: "reports", icon: "file-text", to: MY_HEALTH_PATH },
  { id: "reminders", icon: "bell", to: FAMILY_PATH },
];

/** Spec 001 §2.13: Silver 99, Gold 199, Platinum 399 per month (in rupees, not the spec's dollars: 0005); 10%, 20%, 30% off. */
const TIERS = [
  { id: "silver", price: 99, discount: 10, popular: false },
  { id: "gold", price: 199, discount: 20, popular: true },
  { id: "platinum", price: 399, discount: 30, popular: false },
] as const;

const FEATURES = ["a", "b", "c"] as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  // The last moment of the month, so the date shown is the month's final day.
  const endsOn = formatDate(loaderData.offerEndsAt - 1);
  return (
    <>
      <section className="bg-gradient-to-br from-slate-900 via-brand-900 to-brand-800 text-white">
        <div className="container-page py-12 sm:py-16">
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-400/20 px-3 py-1 text-sm font-semibold text-amber-200 ring-1 ring-amber-300/40">
            <Icon name="crown" className="h-4 w-4" /> {t("hero.badge")}
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">{t("hero.title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t("hero.subtitle")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#plans" className="btn bg-amber-400 text-slate-900 hover:bg-amber-300">
              {t("hero.cta")}
            </a>
            <Link to="/contact-us" className="btn border border-white/60 text-white hover:bg-white/10">
              {t("hero.contact")}
            </Link>
          </div>
        </div>
      </section>

      <BenefitGrid t={t} items={BENEFITS} className="container-page py-12" />

      <section aria-labelledby="offer-heading" className="container-page">
        <div className="grid gap-6 rounded-2xl bg-gradient-to-r from-pink-700 to-pink-600 p-6 text-white shadow-lg sm:p-8 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-pink-100">
              <Icon name="sparkles" className="h-4 w-4" /> {t("offer.badge")}
            </p>
            <h2 id="offer-heading" className="mt-2 text-3xl font-bold">
              {t("offer.heading")}
            </h2>
            <p className="mt-2 text-pink-50">{t("offer.text")}</p>
            <p className="mt-3 font-semibold">{t("offer.endsOn", { date: endsOn })}</p>
          </div>
          <div>
            <OfferCountdown
              endsAt={loaderData.offerEndsAt}
              labels={{ timer: t("offer.timerLabel"), days: t("offer.days"), hours: t("offer.hours"), minutes: t("offer.minutes"), seconds: t("offer.seconds") }}
            />
            <a href="#plans" className="btn mt-4 w-full bg-white text-pink-700 hover:bg-pink-50">
              {t("offer.cta")}
            </a>
          </div>
        </div>
      </section>

      <section id="plans" aria-labelledby="plans-heading" className="container-page scroll-mt-20 py-12">
        <h2 id="plans-heading" className="text-2xl font-bold text-slate-900">
          {t("tiers.heading")}
        </h2>
        <p className="mt-1 text-slate-600">{t("tiers.subtitle")}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3 md:items-stretch">
          {TIERS.map((tier) => (
            <li
              key={tier.id}
              className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${tier.popular ? "ring-2 ring-brand-600 md:-mt-3 md:mb-3" : "ring-1 ring-slate-200"}`}
            >
              {tier.popular ? (
                <p className="absolute -top-3 start-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">{t("tiers.popular")}</p>
              ) : null}
              <h3 className="text-xl font-bold text-slate-900">{t(`tiers.${tier.id}.name`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`tiers.${tier.id}.text`)}</p>
              <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
                <span className="text-4xl font-bold text-slate-900">{formatRupees(tier.price * 100)}</span>
                <span className="text-slate-600">{t("tiers.perMonth")}</span>
              </p>
              <p className="mt-3 inline-flex w-fit items-center gap-2 rounded-full bg-pink-50 px-3 py-1 text-sm font-semibold text-pink-700">
                <Icon name="badge-percent" className="h-4 w-4" /> {t("tiers.discount", { value: tier.discount })}
              </p>
              <ul className="mt-5 space-y-2 text-sm text-slate-700">
                {FEATURES.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                    {t(`tiers.${tier.id}.features.${feature}`)}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                <Link
                  to="/contact-us"
                  className={`btn w-full ${tier.popular ? "bg-brand-700 text-white hover:bg-brand-800" : "border border-brand-700 text-brand-800 hover:bg-brand-50"}`}
                >
                  {t(`tiers.${tier.id}.cta`)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-slate-600">
          {t("help.text")}{" "}
          <Link to="/contact-us" className="font-semibold text-brand-700 underline">
            {t("help.link")}
          </Link>
        </p>
      </section>
    </>
  );
}
