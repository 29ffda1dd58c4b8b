import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { MAX_LENGTH } from "../../../core/forms/field-limits";
import { formatClock, parseClockTime } from "../../../core/time/clock-time";
import { MAX_REASON_LENGTH } from "../../../core/appointments/pharmacy-appointment-limits";
import { PHARMACY_SLOTS } from "../../../core/appointments/pharmacy-appointment-slots";
import { showToast } from "../../lib/toast";
import { ErrorSummary } from "../forms/error-summary";
import { controlAria, controlClass, FieldShell } from "../forms/field-shell";
import { SelectField } from "../forms/select-field";
import { SubmitButton } from "../forms/submit-button";
import { TextField } from "../forms/text-field";
import { useContactForm } from "../forms/use-contact-form";
import type { AppointmentActionData } from "./appointment-action-data";

type Props = {
  /** The page's t (chamber namespace). */
  t: TFunction;
  actionData: AppointmentActionData | undefined;
  anchor: string;
  /** Today and the last bookable day in India, yyyy-mm-dd, from the server (the date picker's bounds). */
  today: string;
  lastDay: string;
  /** One per rendered form, so posting it twice stores one request. */
  requestKey: string;
};

const SLOT_OPTIONS = PHARMACY_SLOTS.map((slot) => ({ value: slot, label: formatClock(parseClockTime(slot) ?? 0) }));

/** Spec 001 §2.9, §3.7, §5: 'Book Your Appointment' — name, email, phone, date, time slot, reason. */
/** The validation library loads after the page is interactive; until then the server checks the post. */
const loadPharmacyAppointmentSchema = () => import("../../../core/appointments/pharmacy-appointment-schema").then((module) => module.pharmacyAppointmentSchema);

export function AppointmentForm({ t, actionData, anchor, today, lastDay, requestKey }: Props) {
  // Success is this form's own confirmation below, not the contact forms' 'message sent'.
  const form = useContactForm(loadPharmacyAppointmentSchema, actionData?.ok ? undefined : actionData, anchor);
  if (actionData?.ok) return <AppointmentSent t={t} sent={actionData} anchor={anchor} />;
  const { errors, values } = form;
  const labels = {
    name: t("appointment.name"),
    email: t("appointment.email"),
    phone: t("appointment.phone"),
    date: t("appointment.date"),
    time: t("appointment.time"),
    reason: t("appointment.reason"),
  };
  return (
    <Form method="post" action={form.action} noValidate onSubmit={form.onSubmit} aria-labelledby={`${anchor}-heading`} preventScrollReset>
      <ErrorSummary errors={errors} formError={form.formError} labels={labels} summaryRef={form.summaryRef} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={labels.name} error={errors.name} defaultValue={values.name} autoComplete="name" maxLength={MAX_LENGTH.name} />
        <TextField name="email" label={labels.email} error={errors.email} defaultValue={values.email} type="email" inputMode="email" autoComplete="email" maxLength={MAX_LENGTH.email} />
        <TextField
          name="phone"
          label={labels.phone}
          error={errors.phone}
          defaultValue={values.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={MAX_LENGTH.phone}
          hint={t("appointment.phoneHint")}
          optional
          className="sm:col-span-2"
        />
        <FieldShell name="date" label={labels.date} error={errors.date}>
          <input {...controlAria("date", errors.date, undefined)} type="date" required min={today} max={lastDay} defaultValue={values.date} className={controlClass} />
        </FieldShell>
        <SelectField name="time" label={labels.time} error={errors.time} placeholder={t("appointment.timePlaceholder")} options={SLOT_OPTIONS} defaultValue={values.time} />
        <TextField name="reason" label={labels.reason} error={errors.reason} defaultValue={values.reason} rows={3} maxLength={MAX_REASON_LENGTH} optional className="sm:col-span-2" />
      </div>
      <div className="mt-6">
        <SubmitButton label={t("appointment.submit")} submitting={form.submitting} />
      </div>
    </Form>
  );
}

/** The request is stored; says when it is and whether the WhatsApp confirmation could be sent. */
function AppointmentSent({ t, sent, anchor }: { t: TFunction; sent: Extract<AppointmentActionData, { ok: true }>; anchor: string }) {
  const { pathname, search } = useLocation();
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    void showToast("success", t("appointment.sentTitle"));
  }, [t]);
  const whatsApp = { sent: t("appointment.whatsappSent"), failed: t("appointment.whatsappFailed"), noPhone: t("appointment.whatsappNoPhone") }[sent.message];
  return (
    <div role="status" data-testid="appointment-sent" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center">
      <Icon name="calendar-check" className="mx-auto h-12 w-12 text-brand-700" />
      <p className="mt-3 text-xl font-bold text-slate-900">{t("appointment.sentTitle")}</p>
      <p className="mt-2 text-slate-700">{t("appointment.sentText", { date: sent.date, time: sent.time })}</p>
      <p className={`mx-auto mt-3 flex max-w-md items-start justify-center gap-2 text-sm ${sent.message === "sent" ? "text-slate-700" : "font-medium text-amber-900"}`}>
        {sent.message === "sent" ? <Icon name="message-circle" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" /> : <Icon name="triangle-alert" className="mt-0.5 h-4 w-4 shrink-0" />}
        {whatsApp}
      </p>
      {/* A GET form, not a link: without JavaScript the page already sits at this #anchor, where a link would not reload. */}
      <Form method="get" action={`${pathname}#${anchor}`}>
        {[...new URLSearchParams(search)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn mt-5 border border-brand-700 text-brand-800 hover:bg-white">
          {t("appointment.again")}
        </button>
      </Form>
    </div>
  );
}
