import { Icon } from "../../components/icons/icon";
import { RequestHistoryEntry } from "../../components/staff/request-history";
import { data, redirect, useActionData, type ShouldRevalidateFunctionArgs } from "react-router";
import { APP_ERROR_CODES } from "../../../core/errors/app-error";
import { STAFF_ERROR_FIELDS, STAFF_ERROR_KEYS, staffRequestFormSchema, testIdsOf } from "../../../core/staff/staff-request-forms";
import { RequestActions } from "../../components/staff/request-actions";
import { StaffNav, StatusBadge } from "../../components/staff/staff-nav";
import { usePageT } from "../../i18n/page-i18n";
import { formAction } from "../../lib/form-action.server";
import { pageData } from "../../lib/page.server";
import { seoMeta } from "../../lib/seo";
import { isOrderId, requireStaff } from "./staff.server";
import { runStaffForm, staffRequestPage } from "./request.server";
import type { Route } from "./+types/request";

const NO_STORE = { "Cache-Control": "private, no-store" };
const DONE = ["confirm-tests", "assign-lab", "assign-agent", "cancel", "take-payment", "reschedule", "unlock-code", "record-refund", "gateway-refund", "upload-report"];

/** /staff/requests/:id: one request, all it holds, its history and messages, and the forms its state allows. Admin only. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(context, "admin");
  if (!isOrderId(params.id)) throw data(null, { status: 404, headers: NO_STORE });
  const page = await staffRequestPage(context, staff, Number(params.id));
  if (!page) throw data(null, { status: 404, headers: NO_STORE });
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const uploadError = url.searchParams.get("uploadError");
  const notAssigned = /^\d{1,16}(,\d{1,16}){0,11}$/.test(url.searchParams.get("notAssigned") ?? "") ? url.searchParams.get("notAssigned")!.split(",").map(Number) : [];
  return data(
    {
      ...pageData(context, request, "staff", { noindex: true, seoKey: "request.seo", values: { id: String(page.id) }, alsoNamespaces: ["tracking"] }),
      role: staff.role,
      page,
      done: done && DONE.includes(done) ? done : null,
      notAssigned,
      uploadError:
        uploadError && (APP_ERROR_CODES as readonly string[]).includes(uploadError)
          ? { code: uploadError, status: url.searchParams.get("status")?.slice(0, 40) ?? null }
          : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = await requireStaff(context, "admin");
  if (!isOrderId(params.id)) throw data(null, { status: 404, headers: NO_STORE });
  const orderId = Number(params.id);
  let testIds: number[] = [];
  const answer = await formAction({
    request,
    context,
    schema: staffRequestFormSchema,
    what: "staff request action",
    errorFields: STAFF_ERROR_FIELDS,
    errorKeys: STAFF_ERROR_KEYS,
    run: async (form, upload) => {
      testIds = testIdsOf(upload.values);
      const outcome = await runStaffForm(context, actor, orderId, form, testIds);
      const notAssigned = outcome && "notAssigned" in outcome && outcome.notAssigned.length > 0 ? `&notAssigned=${outcome.notAssigned.join(",")}` : "";
      return redirect(`/staff/requests/${orderId}?done=${form.intent}${notAssigned}`, { headers: NO_STORE });
    },
  });
  if (answer instanceof Response) return answer;
  // A request that is gone is the page's own 404, as for the agent's and the lab's pages: not a form message.
  if (answer.init?.status === 404) throw data(null, { status: 404, headers: NO_STORE });
  // The ticked tests are not fields of the schema: they are given back so the form shows them ticked again.
  if (!answer.data.ok && testIds.length > 0) answer.data.values.tests = testIds.join(",");
  return data(answer.data, { status: answer.init?.status ?? 200, headers: NO_STORE });
}

/** A refused post still reloads the request: two staff on one order, the one refused sees what the other did. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-3 sm:gap-3">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

const card = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6";

export default function StaffRequest({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const result = useActionData<typeof action>();
  const { page, done, notAssigned, uploadError, role } = loaderData;
  const { patient, payment } = page;
  return (
    <div className="container-page space-y-5 py-6">
      <StaffNav t={t} role={role} />
      <a href="/staff/requests" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800">
        <Icon name="arrow-left" className="h-5 w-5" /> {t("request.back")}
      </a>

      <section aria-labelledby="request-heading" className={card}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 id="request-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t("request.heading", { id: page.id })}
            </h1>
            <p className="text-slate-600">{t("request.created", { when: page.created })}</p>
          </div>
          <StatusBadge t={t} status={page.status} />
        </div>
        {done ? (
          <p role="status" className="mt-4 rounded-xl bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200" data-testid="done">
            {t(`done.${done}`)}
          </p>
        ) : null}
        {notAssigned.length > 0 ? (
          <div role="status" className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200" data-testid="not-assigned">
            <p className="font-semibold">{t("done.notAssigned", { count: notAssigned.length })}</p>
            <ul className="mt-1 flex flex-wrap gap-3">
              {notAssigned.map((id) => (
                <li key={id}>
                  <a href={`/staff/requests/${id}`} className="font-semibold text-brand-800 underline">
                    {t("request.heading", { id })}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {page.codeLocked || payment.flag || payment.refund === "Due" ? (
          <ul className="mt-4 flex flex-wrap gap-2">
            {page.codeLocked ? <li className="rounded-full bg-red-50 px-3 py-1 font-semibold text-red-800 ring-1 ring-red-200">{t("flags.codeLocked")}</li> : null}
            {payment.flag ? <li className="rounded-full bg-amber-50 px-3 py-1 font-semibold text-amber-900 ring-1 ring-amber-200">{t("flags.paymentFlagNamed", { flag: t(`request.refunds.cause.${payment.flag}`, { defaultValue: payment.flag }) })}</li> : null}
            {payment.refund === "Due" ? <li className="rounded-full bg-amber-50 px-3 py-1 font-semibold text-amber-900 ring-1 ring-amber-200">{t("flags.refundDue")}</li> : null}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="actions-heading" className="space-y-3">
        <h2 id="actions-heading" className="text-xl font-bold text-slate-900">
          {t("actions.heading")}
        </h2>
        <RequestActions t={t} page={page} result={result} uploadError={uploadError} />
      </section>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <section aria-labelledby="patient-heading" className={card}>
          <h2 id="patient-heading" className="text-xl font-bold text-slate-900">
            {t("request.patient.title")}
          </h2>
          <dl className="mt-2 divide-y divide-slate-100">
            <Row label={t("request.patient.name")}>{patient.name}</Row>
            <Row label={t("request.patient.phone")}>
              <a href={`tel:+91${patient.phone}`} className="font-semibold text-brand-800 underline">
                {patient.phone}
              </a>
              {patient.alternatePhone ? ` · ${patient.alternatePhone}` : ""}
            </Row>
            {patient.gender ? <Row label={t("request.patient.gender")}>{patient.gender}</Row> : null}
            {patient.dob ? <Row label={t("request.patient.dob")}>{patient.dob}</Row> : null}
            {patient.guardianName ? <Row label={t("request.patient.guardian")}>{patient.guardianName}</Row> : null}
            <Row label={t("request.patient.address")}>
              {patient.address ?? "—"}
              {patient.mapsUrl ? (
                <>
                  {" "}
                  <a href={patient.mapsUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline">
                    {t("request.patient.map")}
                  </a>
                </>
              ) : null}
            </Row>
            <Row label={t("request.patient.slot")}>{page.slot ?? "—"}</Row>
            <Row label={t("request.patient.service")}>{page.serviceType}</Row>
            {patient.note ? <Row label={t("request.patient.note")}>{patient.note}</Row> : null}
            <Row label={t("request.patient.language")}>{patient.language}</Row>
          </dl>
        </section>

        <section aria-labelledby="order-heading" className={card}>
          <h2 id="order-heading" className="text-xl font-bold text-slate-900">
            {t("request.order.title")}
          </h2>
          <dl className="mt-2 divide-y divide-slate-100">
            <Row label={t("request.order.tests")}>
              {page.tests.length === 0 ? (
                t("request.order.noTests")
              ) : (
                <ul data-testid="order-tests">
                  {page.tests.map((test, index) => (
                    <li key={index}>
                      {test.name}
                      {test.amount ? ` — ${test.amount}` : ""}
                    </li>
                  ))}
                </ul>
              )}
            </Row>
            <Row label={t("request.order.amount")}>
              <span data-testid="order-amount">{page.amount ?? t("request.order.notPriced")}</span>
              {page.amountReason ? ` (${page.amountReason})` : ""}
            </Row>
            <Row label={t("request.order.lab")}>{page.lab ? [page.lab.name, page.lab.phone].filter(Boolean).join(" · ") : t("request.order.noLab")}</Row>
            <Row label={t("request.order.agent")}>
              {page.agent ? t("request.order.agentVisit", { name: page.agent.name ?? "", date: page.agent.date ?? "", time: page.agent.time ?? "" }) : t("request.order.noAgent")}
              {page.agent?.startedAt ? ` · ${t("request.order.agentStarted", { when: page.agent.startedAt })}` : ""}
            </Row>
            {page.agent ? <Row label={t("request.order.codeTries")}>{t("request.order.codeTriesValue", { count: page.codeAttempts })}</Row> : null}
            {page.collectedAt ? <Row label={t("request.order.collected")}>{page.collectedAt}</Row> : null}
            {page.cancel ? (
              <Row label={t("request.order.cancelled")}>{t("request.order.cancelledValue", { reason: page.cancel.reason ?? "", by: page.cancel.by ?? "", when: page.cancel.at ?? "" })}</Row>
            ) : null}
          </dl>
        </section>

        <section aria-labelledby="payment-heading" className={card}>
          <h2 id="payment-heading" className="text-xl font-bold text-slate-900">
            {t("request.payment.title")}
          </h2>
          <dl className="mt-2 divide-y divide-slate-100">
            <Row label={t("request.payment.status")}>
              <span data-testid="payment-status">{t(`payment.${payment.status === "Success" ? "Success" : "Pending"}`)}</span>
              {payment.method ? ` · ${payment.method}` : ""}
            </Row>
            {payment.paid ? <Row label={t("request.payment.paid")}>{payment.paid}</Row> : null}
            {payment.transactionId ? <Row label={t("request.payment.transaction")}>{[payment.transactionId, payment.when].filter(Boolean).join(" · ")}</Row> : null}
            {payment.invoiceNumber ? <Row label={t("request.payment.invoice")}>{payment.invoiceNumber}</Row> : null}
            {payment.refund ? <Row label={t("request.payment.refund")}>{t(`request.payment.refund${payment.refund === "Due" ? "Due" : "Done"}`)}</Row> : null}
          </dl>
          {page.refunds.length > 0 ? (
            <>
              <h3 className="mt-4 font-bold text-slate-900">{t("request.refunds.title")}</h3>
              <ul className="mt-1 space-y-1 text-sm" data-testid="refunds">
                {page.refunds.map((refund) => (
                  <li key={refund.id} className="break-words">
                    {t(`request.refunds.state.${refund.state}`, { amount: refund.amount })} · {t(`request.refunds.cause.${refund.cause}`)}
                    {refund.state === "refunded" ? ` · ${[refund.reference, refund.refunded, refund.refundedOn].filter(Boolean).join(" · ")}` : ""}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h3 className="mt-4 font-bold text-slate-900">{t("request.payment.attempts")}</h3>
          {page.attempts.length === 0 ? (
            <p className="text-slate-600">{t("request.payment.noAttempts")}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {page.attempts.map((attempt) => (
                <li key={attempt.id} className="break-words">
                  {t("request.payment.attempt", { id: attempt.merchantOrderId, amount: attempt.amount, state: attempt.state, when: attempt.created })}
                  {attempt.errorCode ? ` · ${attempt.errorCode}` : ""}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="files-heading" className={card}>
          <h2 id="files-heading" className="text-xl font-bold text-slate-900">
            {t("request.files.title")}
          </h2>
          <h3 className="mt-3 font-bold text-slate-900">{t("request.files.prescription")}</h3>
          {!page.hasPrescription ? (
            <p className="text-slate-600">{t("request.files.noPrescription")}</p>
          ) : page.prescriptionType && ["image/jpeg", "image/png", "image/webp"].includes(page.prescriptionType) ? (
            <a href={`/staff/requests/${page.id}/prescription`} target="_blank" rel="noopener" className="mt-2 block">
              <img
                src={`/staff/requests/${page.id}/prescription`}
                alt={t("request.files.prescriptionAlt", { id: page.id })}
                className="max-h-[32rem] w-auto max-w-full rounded-xl ring-1 ring-slate-200"
                loading="lazy"
                data-testid="prescription"
              />
            </a>
          ) : (
            <a href={`/staff/requests/${page.id}/prescription`} download className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline" data-testid="prescription">
              <Icon name="file-text" className="h-5 w-5" /> {t("request.files.downloadPrescription")}
            </a>
          )}
          <h3 className="mt-4 font-bold text-slate-900">{t("request.files.report")}</h3>
          {page.hasReport ? (
            <a href={`/staff/requests/${page.id}/report`} download className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline" data-testid="report">
              <Icon name="file-text" className="h-5 w-5" /> {page.reportDate ? t("request.files.downloadReportDated", { when: page.reportDate }) : t("request.files.downloadReport")}
            </a>
          ) : (
            <p className="text-slate-600">{t("request.files.noReport")}</p>
          )}
        </section>
      </div>

      <TimelineSection name="messages" title={t("request.messages.title")} none={t("request.messages.none")} items={page.messages}>
        {(message) => (
          <>
            <span className="font-semibold text-slate-900">{message.template}</span>{" "}
            <span className={message.state === "failed" || message.state === "unknown" ? "font-bold text-red-800" : "text-slate-700"}>
              {t(`request.messages.state.${["sent", "delivered", "failed", "unknown"].includes(message.state) ? message.state : "queued"}`)}
            </span>
            <span className="block text-sm text-slate-600" title={message.errorDetail ?? undefined}>
              {t("request.messages.detail", { when: message.at, count: message.attempts })}
              {message.error ? ` · ${message.error}` : ""}
            </span>
          </>
        )}
      </TimelineSection>

      <TimelineSection name="history" ordered title={t("request.history.title")} none={t("request.history.none")} items={page.history}>
        {(entry) => <RequestHistoryEntry entry={entry} t={t} />}
      </TimelineSection>
    </div>
  );
}

/** A titled list of the request's events (its messages, its history), or one line saying there are none. */
function TimelineSection<T extends { id: number | string }>(props: {
  name: "messages" | "history";
  title: string;
  none: string;
  ordered?: boolean;
  items: readonly T[];
  children: (item: T) => React.ReactNode;
}) {
  const List = props.ordered ? "ol" : "ul";
  return (
    <section aria-labelledby={`${props.name}-heading`} className={card}>
      <h2 id={`${props.name}-heading`} className="text-xl font-bold text-slate-900">
        {props.title}
      </h2>
      {props.items.length === 0 ? (
        <p className="text-slate-600">{props.none}</p>
      ) : (
        <List className="mt-2 divide-y divide-slate-100" data-testid={props.name}>
          {props.items.map((item) => (
            <li key={item.id} className="py-2">
              {props.children(item)}
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
