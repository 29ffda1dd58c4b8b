import { FAMILY_PATH } from "../components/family/family-paths";
import { Link } from "../components/link";
import { memberHealthPath } from "../components/results/health-paths";
import { ResultValueCard } from "../components/results/result-value-card";
import { TrendChart } from "../components/results/trend-chart";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { requireRole } from "../lib/session.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/account-health";

const NO_STORE = { "Cache-Control": "private, no-store" };
const MEMBER_ID = /^[1-9]\d{0,15}$/;

/**
 * Issue #28: "My health", the test values of the account's family, one person at a time (`?member=`, plain links, so
 * it works without JavaScript): each parameter's latest value against its normal range, and a trend where it has two
 * or more. Only the session's own members and orders (core checks); another account's member id shows Self.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireRole(context, request, "patient");
  const asked = new URL(request.url).searchParams.get("member");
  const health = await context.core.getMyHealth({ userId: user.id, memberId: asked && MEMBER_ID.test(asked) ? Number(asked) : null });
  return { ...pageData(context, request, "results", { noindex: true, seoKey: "healthSeo" }), health };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = () => NO_STORE;

export default function MyHealth({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { members, memberId, parameters, generalRange } = loaderData.health;
  const member = members.find((candidate) => candidate.id === memberId);
  return (
    <div className="container-page max-w-3xl space-y-5 py-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t("health.title")}</h1>
      <p className="text-slate-700">{t("health.intro")}</p>
      {members.length > 1 ? (
        <nav aria-label={t("health.people")} className="flex flex-wrap gap-2" data-testid="health-members">
          {members.map((candidate) => {
            const current = candidate.id === memberId;
            return (
              <Link
                key={candidate.id}
                to={memberHealthPath(candidate.id)}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold ring-1 ${current ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-brand-900 ring-slate-300 hover:bg-brand-50"}`}
              >
                {candidate.name}
              </Link>
            );
          })}
        </nav>
      ) : null}
      {!member ? (
        <p className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          {t("health.noFamily")}{" "}
          <Link to={FAMILY_PATH} className="font-semibold text-brand-800 underline">
            {t("health.familyLink")}
          </Link>
        </p>
      ) : parameters.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" data-testid="health-empty">
          {t("health.empty", { name: member.name })}
        </p>
      ) : (
        <section aria-labelledby="health-values" className="space-y-4">
          <h2 id="health-values" className="text-2xl font-bold text-slate-900">
            {member.name}
          </h2>
          <p className="rounded-2xl bg-brand-50 p-4 font-semibold text-brand-950 ring-1 ring-brand-100">{t("discussWithDoctor")}</p>
          {generalRange ? <p className="text-slate-700">{t("view.generalRange")}</p> : null}
          {parameters.map((parameter) => (
            <ResultValueCard key={parameter.slug} t={t} value={parameter.latest} corrections={parameter.latest.corrections}>
              <p className="mt-2 text-sm text-slate-600">
                {t("health.latest", { date: parameter.latest.on })} ·{" "}
                <Link to={`/trace/test/${parameter.latest.orderId}`} className="font-semibold text-brand-800 underline">
                  {t("health.fromOrder", { id: parameter.latest.orderId })}
                </Link>
              </p>
              {parameter.trend ? <TrendChart t={t} name={t(`parameters.${parameter.slug}.name`)} trend={parameter.trend} range={parameter.latest.range} /> : null}
            </ResultValueCard>
          ))}
        </section>
      )}
    </div>
  );
}
