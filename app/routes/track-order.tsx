import { Icon } from "../components/icons/icon";
import { Link } from "../components/link";
import { formatTime } from "../../core/format/format";
import { PageHero } from "../components/page-hero";
import { DetailsPanel, TeamPanel, TimelinePanel } from "../components/track-order/order-panels";
import { OrderTracker } from "../components/track-order/order-tracker";
import { ProgressiveTabs } from "../components/progressive-tabs";
import { RouteMapMock } from "../components/track-order/route-map-mock";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/track-order";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "trackOrder");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Spec 000 §2: a static ambulance order at 75%, third of four steps. */
const SAMPLE = { id: "#AMB-20417", progress: 75, step: 2, etaMinutes: 12, distanceKm: "2.4", updatedAt: "2025-03-14T10:26:00+05:30" } as const;

const RELATED = [
  { id: "bloodTest", to: "/blood-test-at-home", icon: "droplets" },
  { id: "doctors", to: "/doctors", icon: "stethoscope" },
  { id: "pharmacy", to: "/pharmacy", icon: "pill" },
  { id: "help", to: "/help-and-support", icon: "life-buoy" },
] as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <p className="mt-4 inline-flex flex-wrap items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <span className="rounded-full bg-amber-700 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">{t("sample.badge")}</span>
          {t("sample.note")}
        </p>
      </PageHero>

      <div className="container-page space-y-6 py-10">
        <section aria-labelledby="order-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="flex min-w-0 gap-3">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-pink-50 text-pink-700">
                <Icon name="ambulance" className="h-7 w-7" />
              </span>
              <div className="min-w-0">
                <h2 id="order-heading" className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
                  {t("order.heading", { id: SAMPLE.id })}
                </h2>
                <p className="text-sm text-slate-600">{t("order.service")}</p>
              </div>
            </div>
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
              <span className="h-2 w-2 rounded-full bg-brand-600" aria-hidden="true" /> {t("order.status")}
            </p>
          </div>

          <div className="mt-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span id="progress-label" className="font-semibold text-slate-900">
                {t("order.progressLabel")}
              </span>
              <span className="inline-flex items-center gap-1 text-slate-700">
                <Icon name="clock" className="h-4 w-4 text-pink-700" /> {t("order.eta", { count: SAMPLE.etaMinutes })}
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={SAMPLE.progress}
              aria-valuetext={t("order.progress", { value: SAMPLE.progress })}
              className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-full rounded-full bg-gradient-to-r from-brand-600 to-pink-600" style={{ width: `${SAMPLE.progress}%` }} />
            </div>
            <p className="mt-1 text-end text-sm font-semibold text-slate-700">{t("order.progress", { value: SAMPLE.progress })}</p>
          </div>

          <h3 className="sr-only">{t("steps.heading")}</h3>
          <div className="mt-6">
            <OrderTracker t={t} current={SAMPLE.step} />
          </div>
        </section>

        <section aria-labelledby="map-heading">
          <h2 id="map-heading" className="mb-3 text-xl font-bold text-slate-900">
            {t("map.heading")}
          </h2>
          <RouteMapMock t={t} distance={SAMPLE.distanceKm} updated={formatTime(SAMPLE.updatedAt)} />
        </section>

        <section aria-labelledby="info-heading">
          <h2 id="info-heading" className="mb-3 text-xl font-bold text-slate-900">
            {t("tabs.label")}
          </h2>
          <ProgressiveTabs
            label={t("tabs.label")}
            items={[
              { id: "details", label: t("tabs.details"), content: <DetailsPanel t={t} /> },
              { id: "timeline", label: t("tabs.timeline"), content: <TimelinePanel t={t} /> },
              { id: "team", label: t("tabs.team"), content: <TeamPanel t={t} /> },
            ]}
          />
        </section>

        <section aria-labelledby="own-heading" className="grid gap-4 md:grid-cols-2">
          <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <h2 id="own-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <Icon name="flask-conical" className="h-6 w-6 text-brand-700" /> {t("sample.ownTitle")}
            </h2>
            <p className="mt-2 text-slate-700">{t("sample.ownText")}</p>
            <Link to="/login" className="btn mt-4 bg-brand-700 text-white hover:bg-brand-800">
              <Icon name="log-in" className="h-5 w-5" /> {t("sample.ownLink")}
            </Link>
          </div>
          <a
            href="tel:112"
            className="flex items-center gap-4 rounded-2xl bg-red-50 p-6 font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100"
          >
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-red-600 text-white">
              <Icon name="phone" className="h-6 w-6" />
            </span>
            {t("sample.emergency")}
          </a>
        </section>

        <section aria-labelledby="related-heading" className="pt-4">
          <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
            {t("related.heading")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {RELATED.map(({ id, to, icon }) => (
              <li key={id}>
                <Link to={to} className="flex h-full gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600">
                  <Icon name={icon} className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{t(`related.${id}.title`)}</span>
                    <span className="mt-1 block text-sm text-slate-600">{t(`related.${id}.text`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
