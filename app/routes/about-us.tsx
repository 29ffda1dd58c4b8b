import { Icon } from "../components/icons/icon";
import { Trans } from "../i18n/trans";
import { AwardsList } from "../components/about/awards-list";
import { JourneyTimeline } from "../components/about/journey-timeline";
import { PercentBars } from "../components/about/percent-bars";
import { TeamGrid } from "../components/about/team-grid";
import { PageHero } from "../components/page-hero";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/about-us";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "about");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

const FACTS = [
  { id: "founded", icon: "calendar-days" },
  { id: "base", icon: "map-pin" },
  { id: "languages", icon: "languages" },
] as const;
const STATS = ["partners", "collections", "towns", "collectors"] as const;
const VALUES = [
  { id: "care", icon: "heart-handshake" },
  { id: "trust", icon: "shield-check" },
  { id: "near", icon: "map-pin" },
  { id: "privacy", icon: "users" },
] as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <p className="mt-4 text-sm text-slate-600">{t("hero.sampleNote")}</p>
        <a href="#team" className="btn mt-6 border border-brand-700 text-brand-800 hover:bg-brand-50">
          <Icon name="users" className="h-5 w-5" /> {t("hero.teamLink")}
        </a>
      </PageHero>

      <section aria-labelledby="story-heading" className="container-page grid gap-8 py-12 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="max-w-3xl">
          <h2 id="story-heading" className="text-2xl font-bold text-slate-900">
            {t("story.heading")}
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
            <p>{t("story.p1")}</p>
            <p>{t("story.p2")}</p>
            <p>{t("story.p3")}</p>
          </div>
        </div>
        <aside aria-labelledby="facts-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 id="facts-heading" className="font-semibold text-slate-900">
            {t("story.facts.heading")}
          </h3>
          <dl className="mt-4 space-y-4">
            {FACTS.map(({ id, icon }) => (
              <div key={id}>
                <dt className="flex items-center gap-2 text-sm text-slate-600">
                  <Icon name={icon} className="h-5 w-5 shrink-0 text-brand-700" /> {t(`story.facts.${id}.label`)}
                </dt>
                <dd className="ps-7 font-medium text-slate-900">{t(`story.facts.${id}.value`)}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </section>

      <section aria-labelledby="mission-heading" className="bg-white py-12">
        <div className="container-page">
          <h2 id="mission-heading" className="text-2xl font-bold text-slate-900">
            {t("mission.heading")}
          </h2>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
              <Icon name="target" className="h-8 w-8 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{t("mission.missionTitle")}</h3>
              <p className="mt-2 text-slate-700">{t("mission.missionText")}</p>
            </div>
            <div className="rounded-2xl bg-pink-50 p-6 ring-1 ring-pink-100">
              <Icon name="eye" className="h-8 w-8 text-pink-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{t("mission.visionTitle")}</h3>
              <p className="mt-2 text-slate-700">{t("mission.visionText")}</p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="timeline-heading" className="container-page py-12">
        <h2 id="timeline-heading" className="text-2xl font-bold text-slate-900">
          {t("timeline.heading")}
        </h2>
        <JourneyTimeline t={t} />
      </section>

      <section aria-labelledby="stats-heading" className="bg-gradient-to-br from-brand-800 to-brand-700 py-12 text-white">
        <div className="container-page">
          <h2 id="stats-heading" className="text-2xl font-bold">
            {t("stats.heading")}
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {STATS.map((id) => (
              <div key={id} className="flex flex-col-reverse rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
                <dt className="mt-1 text-sm text-brand-50">{t(`stats.${id}.label`)}</dt>
                <dd className="text-3xl font-bold sm:text-4xl">{t(`stats.${id}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="quality-heading" className="container-page py-12">
        <h2 id="quality-heading" className="text-2xl font-bold text-slate-900">
          {t("bars.heading")}
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
        <PercentBars
          t={t}
          tone="brand"
          heading={t("bars.satisfactionHeading")}
          note={t("bars.satisfactionNote")}
          bars={[
            { key: "very", label: t("bars.verySatisfied"), value: 85 },
            { key: "satisfied", label: t("bars.satisfied"), value: 12 },
            { key: "improve", label: t("bars.improve"), value: 3 },
          ]}
        />
        <PercentBars
          t={t}
          tone="pink"
          heading={t("bars.deliveryHeading")}
          note={t("bars.deliveryNote")}
          bars={[
            { key: "onTime", label: t("bars.onTime"), value: 92 },
            { key: "reports", label: t("bars.reportsOnTime"), value: 95 },
            { key: "first", label: t("bars.firstTime"), value: 98 },
          ]}
        />
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-white py-12">
        <div className="container-page">
          <h2 id="values-heading" className="text-2xl font-bold text-slate-900">
            {t("values.heading")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ id, icon }) => (
              <li key={id} className="rounded-2xl border border-slate-200 p-5">
                <Icon name={icon} className="h-7 w-7 text-brand-700" />
                <h3 className="mt-3 font-semibold text-slate-900">{t(`values.${id}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(`values.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="team" aria-labelledby="team-heading" className="container-page scroll-mt-20 py-12">
        <h2 id="team-heading" className="text-2xl font-bold text-slate-900">
          {t("team.heading")}
        </h2>
        <p className="mt-1 text-slate-600">{t("team.subtitle")}</p>
        <TeamGrid t={t} />
      </section>

      <section aria-labelledby="awards-heading" className="bg-white py-12">
        <div className="container-page">
          <h2 id="awards-heading" className="text-2xl font-bold text-slate-900">
            {t("awards.heading")}
          </h2>
          <AwardsList t={t} />
        </div>
      </section>

      <section aria-labelledby="sources-heading" className="container-page py-8">
        <h2 id="sources-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t("dataSources.heading")}
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          <Trans
            t={t}
            i18nKey="dataSources.geonames"
            components={{
              geo: <a href="https://www.geonames.org/" className="font-medium text-brand-700 underline" />,
              lic: <a href="https://creativecommons.org/licenses/by/4.0/" className="font-medium text-brand-700 underline" />,
            }}
          />
        </p>
      </section>
    </>
  );
}
