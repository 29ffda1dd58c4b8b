import { Icon } from "../../components/icons/icon";
import { data } from "react-router";
import type { FieldVisit } from "../../../core/staff/field-visit";
import { groupIntoStops, type VisitStop } from "../../../core/staff/visit-stops";
import { kolkataDay } from "../../../core/time/kolkata-day";
import { usePageT } from "../../i18n/page-i18n";
import { visitPaymentLine } from "../../components/staff/visit-payment-line";
import { pageData } from "../../lib/page.server";
import { seoMeta } from "../../lib/seo";
import { STAFF_HEADERS, withTestNamesIn } from "./staff-field.server";
import { requireStaff } from "./staff.server";
import type { Route } from "./+types/agent";

/** The agent's phone page: today's and tomorrow's visits in slot order, with the buttons they need at the door. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const agent = await requireStaff(context, "agent");
  const day = await context.core.listAgentDay({ agentId: agent.id, today: kolkataDay(new Date()).date });
  const named = (visits: typeof day.today) => visits.map((visit) => withTestNamesIn(context.lang, visit));
  const stops = { today: groupIntoStops(named(day.today)), tomorrow: groupIntoStops(named(day.tomorrow)) };
  return data({ ...pageData(context, request, "staffField", { noindex: true, seoKey: "agentSeo" }), stops, agentName: agent.name }, { headers: STAFF_HEADERS });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export default function StaffAgent({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { stops } = loaderData;
  const visitCount = (when: keyof typeof stops) => stops[when].reduce((count, stop) => count + stop.visits.length, 0);
  return (
    <div className="container-page max-w-2xl space-y-6 py-6" data-no-floating-call>
      <h1 className="text-2xl font-bold text-slate-900">{t("agent.title")}</h1>
      {(["today", "tomorrow"] as const).map((when) => (
        <section key={when} aria-labelledby={`${when}-heading`} className="space-y-3">
          <h2 id={`${when}-heading`} className="text-xl font-bold text-slate-900">
            {t(`agent.${when}`, { count: visitCount(when) })}
          </h2>
          {stops[when].length === 0 ? <p className="rounded-2xl bg-white p-4 text-slate-600 ring-1 ring-slate-200">{t("agent.none")}</p> : null}
          <ul className="space-y-3">
            {stops[when].map((stop) => {
              const [only] = stop.visits;
              return stop.visits.length === 1 && only ? <VisitCard key={only.id} t={t} visit={only} /> : <StopCard key={stop.visits.map((visit) => visit.id).join("-")} t={t} stop={stop} />;
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Several patients at one address and time (a family booked together): one stop, each patient collected on their own. */
function StopCard({ t, stop }: { t: ReturnType<typeof usePageT>; stop: VisitStop }) {
  return (
    <li className="rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-100" data-testid="agent-stop">
      <p className="px-1 text-lg font-bold text-slate-900">
        {stop.time ?? ""} · {t("agent.patients", { count: stop.visits.length })}
      </p>
      {stop.address ? <p className="px-1 text-slate-700 [overflow-wrap:anywhere]">{stop.address}</p> : null}
      <ul className="mt-3 space-y-3">
        {stop.visits.map((visit) => (
          <VisitCard key={visit.id} t={t} visit={visit} inStop />
        ))}
      </ul>
    </li>
  );
}

function VisitCard({ t, visit, inStop = false }: { t: ReturnType<typeof usePageT>; visit: FieldVisit; inStop?: boolean }) {
  const state = visit.done ? "done" : visit.locked ? "locked" : visit.started ? "started" : "waiting";
  const tone = { done: "bg-green-50 text-green-900 ring-green-200", locked: "bg-red-50 text-red-900 ring-red-200", started: "bg-amber-50 text-amber-900 ring-amber-200", waiting: "bg-brand-50 text-brand-900 ring-brand-100" }[state];
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="agent-visit" data-order-id={visit.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-lg font-bold text-slate-900">
          {inStop ? visit.name : `${visit.time ?? ""} · ${visit.name}`}
        </p>
        <span className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${tone}`}>
          {visit.done ? <Icon name="circle-check" className="h-4 w-4" /> : null}
          {t(`visitState.${state}`)}
        </span>
      </div>
      {visit.address && !inStop ? <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">{visit.address}</p> : null}
      <p className="mt-1 text-slate-700">{visit.tests.join(", ")}</p>
      {!visit.done ? (
        <p className="mt-1 font-semibold text-slate-900">{visitPaymentLine(t, visit)}</p>
      ) : null}
      <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
        <a href={`/staff/agent/${visit.id}`} className="btn bg-brand-700 text-white hover:bg-brand-800" data-testid="open-visit">
          {t("agent.open")} <Icon name="chevron-right" className="h-5 w-5" />
        </a>
        {visit.callLinks[0] ? (
          <a href={visit.callLinks[0].href} className="btn bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
            <Icon name="phone" className="h-5 w-5" /> {t("visit.call")}
          </a>
        ) : null}
        {visit.mapsUrl ? (
          <a href={visit.mapsUrl} target="_blank" rel="noopener noreferrer" className="btn bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
            <Icon name="map-pin" className="h-5 w-5" /> {t("visit.map")}
          </a>
        ) : null}
      </div>
    </li>
  );
}
