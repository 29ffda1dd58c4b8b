import { Form, useActionData, useNavigation } from "react-router";
import { Link } from "../components/link";
import { FAMILY_PATH } from "../components/family/family-paths";
import { ERASE_PATH, GRIEVANCE_PATH, MY_DATA_PATH, NOMINEE_PATH } from "../components/privacy/privacy-paths";
import { useTranslation } from "../i18n/react";
import { usePageT } from "../i18n/page-i18n";
import { messageText } from "../lib/error-text";
import { firstProblem, isFormFailure } from "../lib/form-result";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { formatDateTime } from "../../core/format/format";
import { consentCard, dataPatient, downloadCard, myDataAction, readRow } from "./account-data.server";
import type { Route } from "./+types/account-data";

/**
 * "Your other rights" on the hub: each right with a page of its own, its title and a line of text under
 * `rights.<name>` in the myData namespace. A right's page is listed here once it exists.
 */
const OTHER_RIGHTS = [
  { to: FAMILY_PATH, key: "rights.correct" },
  { to: ERASE_PATH, key: "rights.erase" },
  { to: NOMINEE_PATH, key: "rights.nominee" },
  { to: GRIEVANCE_PATH, key: "rights.grievance" },
] as const;

/** Each consent's words on the page (consents.* in the myData namespace) and the intent that withdraws it. */
const CONSENT_TEXTS = {
  health_data: { title: "consents.healthData", what: "consents.healthDataWhat", stops: "consents.healthDataStops", again: "consents.givenAgain", intent: "withdraw-health-data" },
  guardian: { title: "consents.guardian", what: "consents.guardianWhat", stops: "consents.guardianStops", again: "consents.givenAgain", intent: "withdraw-guardian" },
  member_whatsapp: {
    title: "consents.memberWhatsApp",
    what: "consents.memberWhatsAppWhat",
    stops: "consents.memberWhatsAppStops",
    again: "consents.memberWhatsAppAgain",
    intent: "withdraw-member-whatsapp",
  },
} as const;

const DONE = ["prepared", "withdrawn", "remindersStopped", "remindersOn"] as const;
const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * Issue #34: "My data", a patient's rights over what Nikat holds about them: download it all (prepared by a job),
 * the consents given and their withdrawal, and who on the staff opened their prescriptions, reports and orders.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await dataPatient(context, request);
  const [download, consents, reads, reminders] = await Promise.all([
    context.core.getDataExport(user.id),
    context.core.listConsents(user.id),
    context.core.listStaffReads(user.id),
    context.core.getReminderSetting(user.id),
  ]);
  const done = DONE.find((what) => what === new URL(request.url).searchParams.get("done")) ?? null;
  return {
    ...pageData(context, request, "myData", { noindex: true }),
    download: downloadCard(download),
    consents: consents.map(consentCard),
    reads: reads.map(readRow),
    reminders: reminders.on ? { on: true, stopped: null } : { on: false, stopped: formatDateTime(reminders.stoppedAt) },
    done,
  };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = () => NO_STORE;

export async function action({ context, request }: Route.ActionArgs) {
  const user = await dataPatient(context, request);
  return myDataAction(context, request, user);
}

const card = "mt-6 scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
const primary = "btn mt-4 bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60";

export default function MyData({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const failure = isFormFailure(result) ? result : null;
  const problem = failure ? firstProblem(failure) : undefined;
  const error = problem ? messageText(common, problem, failure?.details) : null;
  const { download, consents, reads, reminders, done } = loaderData;
  const errorFor = (intent: string) =>
    error && (failure?.intent === intent || (intent === "withdraw" && failure?.intent?.startsWith("withdraw"))) ? (
      <p role="alert" data-testid="form-error" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
        {error}
      </p>
    ) : null;

  return (
    <section className="container-page max-w-3xl py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <p className="mt-2 text-slate-700">{t("intro")}</p>
      <p className="mt-1">
        <Link to="/privacy-policy" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          {t("policyLink")}
        </Link>
      </p>
      {done ? (
        <p role="status" data-testid="done" className="mt-4 rounded-xl bg-green-50 p-3 font-medium text-green-800 ring-1 ring-green-600/30">
          {t(`done.${done}`)}
        </p>
      ) : null}

      <div id="download" className={card}>
        <h2 className="text-xl font-bold text-slate-900">{t("download.title")}</h2>
        <p className="mt-2 text-slate-700">{t("download.text")}</p>
        {download.state === "preparing" ? (
          <div data-testid="export-preparing">
            <p className="mt-4 rounded-xl bg-amber-50 p-3 font-medium text-amber-900 ring-1 ring-amber-600/30">{t("download.preparing", { date: download.requested })}</p>
            {/* A whole new load, not a client-side one: on the same address React Router would only scroll. */}
            <a href={MY_DATA_PATH} className="btn mt-4 border border-brand-700 text-brand-800" data-testid="export-refresh">
              {t("download.refresh")}
            </a>
          </div>
        ) : null}
        {download.state === "ready" ? (
          <div data-testid="export-ready">
            <p className="mt-4 font-medium text-slate-900">{t("download.ready", { date: download.ready })}</p>
            <a href={download.href} download className="btn mt-3 bg-brand-700 text-white hover:bg-brand-800" data-testid="export-link">
              {t("download.file", { size: download.size })}
            </a>
            <p className="mt-3 text-sm text-slate-700">{t("download.until", { date: download.until })}</p>
            <p className="mt-1 text-sm text-slate-700">{t("download.format")}</p>
          </div>
        ) : null}
        {download.state === "failed" ? (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
            {t("download.failed")}
          </p>
        ) : null}
        {download.state !== "preparing" ? (
          <Form method="post" action={`${MY_DATA_PATH}#download`}>
            <input type="hidden" name="intent" value="prepare-export" />
            <button type="submit" disabled={busy} className={primary} data-testid="prepare-export">
              {busy && navigation.formData?.get("intent") === "prepare-export"
                ? t("download.working")
                : t(download.state === "ready" ? "download.again" : download.state === "failed" ? "download.retry" : "download.prepare")}
            </button>
          </Form>
        ) : null}
        {errorFor("prepare-export")}
      </div>

      <div id="consents" className={card}>
        <h2 className="text-xl font-bold text-slate-900">{t("consents.title")}</h2>
        <p className="mt-2 text-slate-700">{t("consents.text")}</p>
        {errorFor("withdraw")}
        {consents.length === 0 ? <p className="mt-4 text-slate-700">{t("consents.none")}</p> : null}
        <ul className="mt-2 divide-y divide-slate-200">
          {consents.map((consent) => (
            <li key={`${consent.kind}-${consent.memberId ?? 0}`} className="py-4" data-testid={`consent-${consent.kind}`}>
              <h3 className="font-semibold text-slate-900">{t(CONSENT_TEXTS[consent.kind].title, { name: consent.name })}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(CONSENT_TEXTS[consent.kind].what, { name: consent.name })}</p>
              <p className="mt-2 text-sm">
                <span className={`mr-2 rounded-full px-2 py-0.5 font-semibold ${consent.active ? "bg-green-50 text-green-800" : "bg-slate-100 text-slate-700"}`}>
                  {consent.active ? t("consents.stands") : t("consents.notStanding")}
                </span>
                {consent.given ? <span className="mr-2 text-slate-700">{t("consents.given", { date: consent.given })}</span> : null}
                {consent.withdrawn ? <span className="text-slate-700">{t("consents.withdrawnOn", { date: consent.withdrawn })}</span> : null}
              </p>
              {consent.active ? (
                <Form method="post" action={`${MY_DATA_PATH}#consents`} className="mt-3">
                  <p className="text-sm text-slate-800">{t(CONSENT_TEXTS[consent.kind].stops, { name: consent.name })}</p>
                  <input type="hidden" name="intent" value={CONSENT_TEXTS[consent.kind].intent} />
                  {consent.memberId !== null ? <input type="hidden" name="memberId" value={consent.memberId} /> : null}
                  <button
                    type="submit"
                    disabled={busy}
                    className="btn mt-3 border border-red-700 text-red-800 hover:bg-red-50 disabled:opacity-60"
                    aria-label={consent.memberId !== null ? t("consents.withdrawName", { name: consent.name }) : undefined}
                  >
                    {t("consents.withdraw")}
                  </button>
                </Form>
              ) : (
                <p className="mt-2 text-sm text-slate-700">{t(CONSENT_TEXTS[consent.kind].again, { name: consent.name })}</p>
              )}
            </li>
          ))}
        </ul>
        <div id="reminders" className="scroll-mt-24 border-t border-slate-200 py-4" data-testid="reminders">
          <h3 className="font-semibold text-slate-900">{t("reminders.title")}</h3>
          <p className="mt-1 text-sm text-slate-700">{t("reminders.what")}</p>
          <p className="mt-2 text-sm">
            <span className={`mr-2 rounded-full px-2 py-0.5 font-semibold ${reminders.on ? "bg-green-50 text-green-800" : "bg-slate-100 text-slate-700"}`}>
              {reminders.on ? t("reminders.on") : t("reminders.stoppedOn", { date: reminders.stopped ?? "" })}
            </span>
          </p>
          <Form method="post" action={`${MY_DATA_PATH}#reminders`} className="mt-3">
            <input type="hidden" name="intent" value={reminders.on ? "stop-reminders" : "restart-reminders"} />
            <button
              type="submit"
              disabled={busy}
              className={reminders.on ? "btn border border-red-700 text-red-800 hover:bg-red-50 disabled:opacity-60" : "btn border border-brand-700 text-brand-800 disabled:opacity-60"}
              data-testid="reminders-toggle"
            >
              {reminders.on ? t("reminders.stop") : t("reminders.restart")}
            </button>
          </Form>
          {errorFor("stop-reminders") ?? errorFor("restart-reminders")}
        </div>
      </div>

      <div id="reads" className={card}>
        <h2 className="text-xl font-bold text-slate-900">{t("reads.title")}</h2>
        <p className="mt-2 text-slate-700">{t("reads.text")}</p>
        {reads.length === 0 ? (
          <p className="mt-4 text-slate-700" data-testid="reads-none">
            {t("reads.none")}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200" data-testid="reads">
            {reads.map((read, i) => (
              <li key={`${read.at}-${i}`} className="py-3 text-sm">
                <p className="font-semibold text-slate-900">{read.name ? t("reads.named", { role: t(`reads.roles.${read.role}`), name: read.name }) : t(`reads.roles.${read.role}`)}</p>
                <p className="text-slate-700">
                  {t(`reads.things.${read.what}`)} · {t("reads.order", { id: String(read.orderId) })} · {read.at}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div id="rights" className={card}>
        <h2 className="text-xl font-bold text-slate-900">{t("rights.title")}</h2>
        <ul className="mt-2 divide-y divide-slate-200">
          {OTHER_RIGHTS.map((right) => (
            <li key={right.to} className="py-3">
              <Link to={right.to} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                {t(`${right.key}.title`)}
              </Link>
              <p className="text-sm text-slate-700">{t(`${right.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
