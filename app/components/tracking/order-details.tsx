import { Icon } from "../icons/icon";
import type { IconName } from "../icons/icon-names";
import type { TFunction } from "../../i18n/translator/t-function";
import type { PatientOrder } from "../../../core/orders/get-patient-order";
import { useTranslation } from "../../i18n/react";
import { sampleForText } from "../family/sample-for-text";
import { statusKey } from "./status-key";
import { MAX_LENGTH } from "../../../core/forms/field-limits";
import { notPricedText, paymentMethodText, paymentStatusText, serviceTypeText } from "../../i18n/stored-values";

function Section({ title, icon, children, id }: { title: string; icon: IconName; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h3 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon name={icon} className="h-5 w-5 text-brand-700" /> {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900 [overflow-wrap:anywhere]" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Spec 000 §2: the order details panel, six sections. */
export function OrderDetails({ t, order }: { t: TFunction; order: PatientOrder }) {
  // Staff-side words (Pending, Accepted…) are shown translated when we know them, as they are otherwise.
  const status = (value: string) => {
    const key = statusKey(value);
    if (key) return t(`statuses.${key}`);
    return t(`details.values.${value}`, { defaultValue: value });
  };
  const notSet = t("details.service.notSet");
  const common = useTranslation().t;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section id="service-info" title={t("details.service.title")} icon="clipboard-list">
        <dl>
          <Row label={t("details.service.type")} value={serviceTypeText(common, order.serviceType)} />
          <Row label={t("details.service.lab")} value={order.labName ?? notSet} />
          <Row label={t("details.service.booked")} value={`${order.placedDate}, ${order.placedTime}`} />
          {order.note ? <Row label={t("details.service.note")} value={order.note} /> : null}
          {order.hasPrescription ? (
            <Row
              label={t("details.service.prescription")}
              value={
                <a href={`/trace/test/${order.id}/prescription`} className="text-brand-700 underline" data-testid="download-prescription" download>
                  {t("details.service.downloadPrescription")}
                </a>
              }
            />
          ) : null}
        </dl>
      </Section>

      <Section id="test-info" title={t("details.tests.title")} icon="flask-conical">
        {order.tests.length > 0 ? (
          <table className="w-full text-start">
            <thead>
              <tr className="text-sm text-slate-600">
                <th scope="col" className="py-1 text-start font-normal">
                  {t("details.tests.test")}
                </th>
                <th scope="col" className="py-1 text-end font-normal">
                  {t("details.tests.amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.tests.map((test, index) => (
                <tr key={`${test.name}-${index}`} className="border-t border-slate-100">
                  <td className="py-2 pe-3 text-slate-900">{test.name}</td>
                  <td className="py-2 text-end font-semibold whitespace-nowrap text-slate-900">{test.amount ?? notPricedText(common)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-slate-600">{t("details.tests.empty")}</p>
        )}
        <dl className="mt-2 border-t border-slate-200 pt-1">
          <Row label={t("details.tests.total")} value={order.amount ?? notPricedText(common)} testId="order-amount" />
        </dl>
      </Section>

      <Section id="location-info" title={t("details.location.title")} icon="map-pin">
        <dl>
          <Row label={common("sampleFor.for")} value={sampleForText(common, order.sampleFor)} testId="sample-for" />
          <Row label={t("details.location.name")} value={order.name} />
          <Row label={t("details.location.phone")} value={order.phone} />
          <Row label={t("details.location.address")} value={order.address ?? notSet} />
        </dl>
        <NameCorrection t={t} order={order} />
        {order.mapsUrl ? (
          <a href={order.mapsUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline">
            <Icon name="map-pin" className="h-4 w-4" /> {t("details.location.map")}
          </a>
        ) : null}
      </Section>

      <Section id="agent-info" title={t("details.agent.title")} icon="user-round">
        {order.agent ? (
          <dl>
            <Row label={t("details.agent.name")} value={order.agent.name} />
            <Row label={t("details.agent.assigned")} value={[order.agent.assignDate, order.agent.assignTime].filter(Boolean).join(", ") || notSet} />
            <Row label={t("details.agent.status")} value={order.agent.status ? status(order.agent.status) : notSet} />
          </dl>
        ) : (
          <p className="text-slate-600">{t("details.agent.none")}</p>
        )}
        {order.agentCode ? (
          <div className="mt-3 rounded-xl bg-pink-50 p-3 ring-1 ring-pink-200">
            <p className="text-sm text-pink-900">{t("details.agent.code")}</p>
            <p className="font-mono text-2xl font-bold tracking-[0.3em] text-pink-900" data-testid="agent-code">
              {order.agentCode}
            </p>
            <p className="mt-1 text-sm font-semibold text-pink-900">{t("details.agent.codeWarning")}</p>
          </div>
        ) : null}
      </Section>

      <Section id="report-info" title={t("details.report.title")} icon="file-text">
        <dl>
          <Row label={t("details.report.status")} value={status(order.reportStatus)} />
          <Row label={t("details.report.lab")} value={status(order.labStatus)} />
        </dl>
        <p className="mt-2 text-slate-600">{order.status === "Report Generated" ? t("details.report.ready") : t("details.report.notReady")}</p>
      </Section>

      <Section id="transaction-info" title={t("details.transaction.title")} icon="credit-card">
        <dl>
          <Row
            label={t("details.transaction.paymentStatus")}
            value={order.paymentStatus === "Success" || order.paymentStatus === "Pending" ? t(`details.paymentStatuses.${order.paymentStatus}`) : paymentStatusText(common, order.paymentStatus)}
            testId="payment-status"
          />
          {order.paymentStatus === "Success" ? (
            <>
              <Row label={t("details.transaction.method")} value={order.paymentMethod ? paymentMethodText(common, order.paymentMethod) : notSet} />
              <Row label={t("details.transaction.id")} value={order.transaction.id ?? notSet} testId="transaction-id" />
              {order.transaction.pnr ? <Row label={t("details.transaction.pnr")} value={order.transaction.pnr} /> : null}
              <Row label={t("details.transaction.date")} value={order.transaction.date ?? notSet} />
              <Row label={t("details.transaction.time")} value={order.transaction.time ?? notSet} />
            </>
          ) : null}
        </dl>
        {order.paymentStatus !== "Success" && order.transaction.date ? (
          <p className="mt-2 text-sm text-slate-600">{t("details.transaction.lastTry", { date: order.transaction.date, time: order.transaction.time ?? "" })}</p>
        ) : null}
        {order.paymentHeld ? <p className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">{t("details.transaction.held")}</p> : null}
      </Section>
    </div>
  );
}

/**
 * Issue #34: the name on the order, corrected by the account holder (a past order too). Each earlier correction is
 * listed with its date and the earlier name, and an issued invoice's own name is said to stay. A plain form post.
 */
function NameCorrection({ t, order }: { t: TFunction; order: PatientOrder }) {
  return (
    <div className="mt-2 space-y-2">
      {order.nameCorrections.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-700" data-testid="name-corrections">
          {order.nameCorrections.map((correction, index) => (
            <li key={index}>{t("details.location.nameCorrected", { at: correction.at, from: correction.from })}</li>
          ))}
        </ul>
      ) : null}
      {order.invoiceName ? <p className="text-sm text-slate-700">{t("details.location.invoiceKeepsName", { name: order.invoiceName })}</p> : null}
      <details className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{t("details.location.correctName")}</summary>
        <form method="post" action={`/trace/test/${order.id}/name`} className="mt-2 space-y-3" data-testid="correct-name">
          <p className="text-sm text-slate-600" id="correct-name-hint">
            {t("details.location.correctNameHint")}
          </p>
          <label htmlFor="corrected-name" className="block font-semibold text-slate-900">
            {t("details.location.newName")}
          </label>
          <input
            id="corrected-name"
            name="name"
            required
            maxLength={MAX_LENGTH.name}
            autoComplete="off"
            defaultValue={order.name}
            aria-describedby="correct-name-hint"
            className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900"
          />
          <button type="submit" className="btn w-full bg-brand-700 text-white hover:bg-brand-800 sm:w-auto">
            {t("details.location.saveName")}
          </button>
        </form>
      </details>
    </div>
  );
}
