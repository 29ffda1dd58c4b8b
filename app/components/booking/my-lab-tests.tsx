import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { Link } from "../link";
import { LoadError } from "../home/load-error";
import { useTranslation } from "../../i18n/react";
import { sampleForText } from "../family/sample-for-text";
import { keptAsDrawn } from "../../render/kept-as-drawn";
import type { MyLabTestsList } from "./booking-view";

/** Spec 001 §2.1: 'Report Generated' has the green highlight. */
const REPORT_GENERATED = "Report Generated";

/**
 * 'My Lab Tests' (spec 001 §2.1, §7): the patient's own requests, newest first; each whole card opens its
 * tracking page. Older requests come a page at a time ('Load more' is a plain link, so it works without scripts).
 * A list that could not be read says so in place and as an error toast (spec 001 §8). Each card says whose sample it
 * is, and the list can be narrowed to one family member (links again, kept across 'Load more'). Links only: the page
 * keeps the server's drawing of it and carries no data for it (keptAsDrawn).
 */
function MyLabTestsView({ t, list }: { t: TFunction; list: MyLabTestsList }) {
  const { requests, nextBefore, olderPage, error, memberFilter } = list;
  const common = useTranslation().t;
  const selected = memberFilter.selected;
  const member = selected === null ? "" : `member=${selected}&`;
  return (
    <section aria-labelledby="my-lab-tests-title">
      <h3 id="my-lab-tests-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Icon name="flask-conical" className="h-5 w-5 text-brand-700" /> {t("booking.list.title")}
      </h3>
      {memberFilter.members.length > 1 ? (
        <nav aria-label={common("sampleFor.filter")} className="mt-3">
          <p className="text-sm font-semibold text-slate-700">{common("sampleFor.filter")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {[{ id: null, label: common("sampleFor.all") }, ...memberFilter.members.map((m) => ({ id: m.id, label: m.name || common(`relations.${m.relation}`) }))].map((choice) => {
              const current = choice.id === selected;
              return (
                <li key={choice.id ?? "all"}>
                  <Link
                    to={choice.id === null ? "?#booking" : `?member=${choice.id}#booking`}
                    aria-current={current ? "true" : undefined}
                    data-testid="member-filter"
                    className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ${current ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-brand-800 ring-slate-300"}`}
                  >
                    {choice.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {error ? (
        <LoadError message={t(error)} />
      ) : requests.length === 0 ? (
        <p className="mt-4 text-slate-600">{selected === null ? t("booking.list.empty") : common("sampleFor.noneFor")}</p>
      ) : null}
      <ul className="mt-4 space-y-3">
        {requests.map((request) => {
          const done = request.status === REPORT_GENERATED;
          return (
            <li key={request.id}>
              <Link
                to={`/trace/test/${request.id}`}
                data-testid="request-card"
                className={`block rounded-xl p-4 shadow-sm ring-1 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-700 ${done ? "bg-green-50 ring-green-500" : "bg-white ring-slate-200"}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="font-bold text-slate-900">{t("booking.list.id", { id: request.id })}</p>
                  <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${done ? "bg-green-700 text-white" : "bg-amber-100 text-amber-900"}`}>
                    {t(`booking.list.statuses.${request.status}`, { defaultValue: request.status })}
                  </span>
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <Row label={common("sampleFor.for")} value={sampleForText(common, request.sampleFor)} />
                  <Row label={t("booking.list.name")} value={request.name} />
                  <Row label={t("booking.list.phone")} value={request.phone} />
                  <Row label={t("booking.list.lab")} value={request.labName ?? t("booking.form.noChoice")} />
                  <Row label={t("booking.list.payment")} value={t(`booking.list.payments.${request.paymentStatus}`, { defaultValue: request.paymentStatus })} />
                  <Row label={t("booking.list.requestedAt")} value={request.requestedAt} />
                </dl>
                <p className="mt-2 flex items-center justify-end gap-1 text-sm font-semibold text-brand-700">
                  {t("booking.list.open")} <Icon name="chevron-right" className="h-4 w-4" />
                </p>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        {olderPage ? (
          <Link to={`?${member}#booking`} className="btn border border-slate-300 py-2 text-sm text-slate-800">
            {t("booking.list.newest")}
          </Link>
        ) : null}
        {nextBefore ? (
          <Link to={`?${member}before=${nextBefore}#booking`} className="btn border border-brand-700 py-2 text-sm text-brand-800">
            {t("booking.list.loadMore")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-800">{value}</dd>
    </>
  );
}

export const MyLabTests = keptAsDrawn("my-lab-tests", MyLabTestsView);
