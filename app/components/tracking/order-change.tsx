import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import type { PatientOrder } from "../../../core/orders/get-patient-order";
import { CANCEL_REASON_MAX } from "../../../core/orders/cancel-order";
import { slotLabel } from "../booking/slot-label";
import { displayPhone, telUrl } from "../shell/support-links";

/**
 * Before the agent leaves: Reschedule (FAQ: free up to 2 hours before the slot starts, later call support) and
 * Cancel with a reason. Plain form posts to the order's resource routes, so both work before the script arrives.
 */
export function OrderChange({ t, order, supportPhone }: { t: TFunction; order: PatientOrder; supportPhone: string }) {
  const change = order.change;
  if (!change) return null;
  return (
    <section aria-labelledby="change-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid="order-change">
      <h2 id="change-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Icon name="calendar-clock" className="h-5 w-5 text-brand-700" /> {t("change.title")}
      </h2>
      {order.slot ? <p className="mt-2 text-slate-700">{t("change.current", { slot: order.slot })}</p> : null}

      {change.reschedule ? (
        <form method="post" action={`/trace/test/${order.id}/reschedule`} className="mt-4 space-y-3">
          <label htmlFor="new-slot" className="block font-semibold text-slate-900">
            {t("change.slot")}
          </label>
          <select id="new-slot" name="slot" required className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900" data-testid="reschedule-slot">
            {change.slots.map((slot) => (
              <option key={slot} value={slot}>
                {slotLabel(t, slot)}
              </option>
            ))}
          </select>
          <p className="text-sm text-slate-600">{t("change.rescheduleRule")}</p>
          <button type="submit" className="btn w-full bg-brand-700 text-white hover:bg-brand-800 sm:w-auto" data-testid="reschedule">
            {t("change.reschedule")}
          </button>
        </form>
      ) : (
        <div className="mt-4 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200" data-testid="reschedule-too-late">
          <p className="font-semibold text-amber-900">{t("change.tooLate")}</p>
          <a href={telUrl(supportPhone)} className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-amber-900 underline">
            <Icon name="phone" className="h-5 w-5" /> {t("change.callSupport", { phone: displayPhone(supportPhone) })}
          </a>
        </div>
      )}

      <details className="mt-6 rounded-xl ring-1 ring-slate-200 open:bg-slate-50">
        <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-3 font-semibold text-red-800" data-testid="cancel-open">
          <Icon name="circle-x" className="h-5 w-5" /> {t("change.cancelTitle")}
        </summary>
        <form method="post" action={`/trace/test/${order.id}/cancel`} className="space-y-3 p-3">
          <label htmlFor="cancel-reason" className="block font-semibold text-slate-900">
            {t("change.reason")}
          </label>
          <textarea
            id="cancel-reason"
            name="reason"
            required
            maxLength={CANCEL_REASON_MAX}
            rows={3}
            className="block w-full rounded-xl border border-slate-300 bg-white p-3 text-slate-900"
            data-testid="cancel-reason"
          />
          {change.paid ? <p className="font-semibold text-slate-800" data-testid="refund-note">{t("change.refundNote", { amount: order.amount ?? "" })}</p> : null}
          <button type="submit" className="btn w-full bg-red-700 text-white hover:bg-red-800 sm:w-auto" data-testid="cancel-order">
            {t("change.cancel")}
          </button>
        </form>
      </details>
    </section>
  );
}

/** A cancelled order: why, when, and where its refund stands. */
export function OrderCancellation({ t, order }: { t: TFunction; order: PatientOrder }) {
  const cancelled = order.cancellation;
  if (!cancelled) return null;
  return (
    <section aria-labelledby="cancelled-heading" className="rounded-2xl bg-red-50 p-4 ring-1 ring-red-200 sm:p-6" data-testid="cancellation">
      <h2 id="cancelled-heading" className="text-xl font-bold text-red-900">
        {t("cancellation.title")}
      </h2>
      <dl className="mt-2 space-y-1 text-red-950">
        {cancelled.at ? (
          <div className="flex flex-wrap gap-x-2">
            <dt>{t("cancellation.when")}</dt>
            <dd className="font-semibold">{cancelled.at}</dd>
          </div>
        ) : null}
        {cancelled.reason ? (
          <div className="flex flex-wrap gap-x-2">
            <dt>{t("cancellation.reason")}</dt>
            <dd className="font-semibold [overflow-wrap:anywhere]">{cancelled.reason}</dd>
          </div>
        ) : null}
      </dl>
      {cancelled.refund ? (
        <p className="mt-2 font-semibold text-red-950" data-testid="refund-status">
          {cancelled.refund === "Due" ? t("cancellation.refundDue", { amount: order.amount ?? "" }) : t("cancellation.refunded", { amount: order.amount ?? "" })}
        </p>
      ) : null}
    </section>
  );
}
