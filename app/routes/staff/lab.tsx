import { Icon } from "../../components/icons/icon";
import { data } from "react-router";
import { statusKey } from "../../components/tracking/status-key";
import { usePageT } from "../../i18n/page-i18n";
import { pageData } from "../../lib/page.server";
import { seoMeta } from "../../lib/seo";
import { STAFF_HEADERS, withTestNamesIn } from "./staff-field.server";
import { requireStaff } from "./staff.server";
import type { Route } from "./+types/lab";

/** The lab's samples: those waiting for a report first (longest waiting on top), then recent reports; paged. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const lab = await requireStaff(context, "lab");
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  // A lab user not linked to a lab yet sees an empty list, not someone else's samples.
  const [listed, labName] = lab.labId
    ? await Promise.all([context.core.listLabSamples({ labId: lab.labId, readerId: lab.id, page }), context.core.getLabName(lab.labId)])
    : [{ items: [], page, hasMore: false }, null];
  const samples = { ...listed, items: listed.items.map((sample) => withTestNamesIn(context.lang, sample)) };
  return data({ ...pageData(context, request, "staffField", { noindex: true, seoKey: "labSeo", alsoNamespaces: ["tracking"] }), samples, labName }, { headers: STAFF_HEADERS });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export default function StaffLab({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { samples, labName } = loaderData;
  return (
    <div className="container-page max-w-2xl space-y-5 py-6" data-no-floating-call>
      <h1 className="text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]" data-testid="lab-title">
        {labName ? t("lab.titleAt", { lab: labName }) : t("lab.title")}
      </h1>
      {samples.items.length === 0 ? <p className="rounded-2xl bg-white p-4 text-slate-600 ring-1 ring-slate-200">{t("lab.none")}</p> : null}
      <ul className="space-y-3">
        {samples.items.map((sample) => {
          const waiting = sample.status === "Sample Collected";
          return (
            <li key={sample.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="lab-sample" data-order-id={sample.id}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="text-lg font-bold text-slate-900">{t("lab.order", { id: sample.id, name: sample.name })}</p>
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${waiting ? "bg-amber-50 text-amber-900 ring-amber-200" : "bg-green-50 text-green-900 ring-green-200"}`}>
                  {t(`tracking:statuses.${statusKey(sample.status) ?? "sampleCollected"}`)}
                </span>
              </div>
              <p className="mt-1 text-slate-700">{sample.tests.join(", ")}</p>
              <p className="mt-1 text-sm text-slate-600">
                {waiting ? t("lab.collectedAt", { when: sample.collectedAt ?? "" }) : t("lab.reportAt", { when: sample.reportAt ?? "" })}
              </p>
              <a href={`/staff/lab/${sample.id}`} className="btn mt-3 w-full bg-brand-700 text-white hover:bg-brand-800" data-testid="open-sample">
                {waiting ? t("lab.upload") : t("lab.view")} <Icon name="chevron-right" className="h-5 w-5" />
              </a>
            </li>
          );
        })}
      </ul>
      {samples.page > 1 || samples.hasMore ? (
        <nav aria-label={t("lab.pages")} className="flex justify-between gap-3">
          {samples.page > 1 ? (
            <a href={`/staff/lab?page=${samples.page - 1}`} className="btn bg-white text-brand-800 ring-1 ring-brand-200" rel="prev">
              {t("lab.previous")}
            </a>
          ) : (
            <span />
          )}
          {samples.hasMore ? (
            <a href={`/staff/lab?page=${samples.page + 1}`} className="btn bg-white text-brand-800 ring-1 ring-brand-200" rel="next">
              {t("lab.next")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
