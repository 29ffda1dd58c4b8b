import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { MAX_LENGTH } from "../../../core/forms/field-limits";
import { slotsOfWeek, slotsOn } from "../../../core/appointments/doctor-appointment-slots";
import { BOOKING_WINDOW_DAYS } from "../../../core/time/booking-window";
import { formatClock, parseClockTime } from "../../../core/time/clock-time";
import { addDays } from "../../../core/time/kolkata-day";
import type { WeeklyHours } from "../../../core/doctors/weekly-hours";
import { controlAria, controlClass, FieldShell } from "../forms/field-shell";
import { ErrorSummary } from "../forms/error-summary";
import { SubmitButton } from "../forms/submit-button";
import { TextField } from "../forms/text-field";
import { useContactForm } from "../forms/use-contact-form";
import type { FormResult } from "../../lib/form-result";
import { useTypedValue } from "../../lib/use-typed-value";

export type AppointmentChamber = { id: number; label: string; week: WeeklyHours; nextDate: string | null };

export type AppointmentConfirmation = { doctor: string; place: string; date: string; time: string; phone: string; messageSent: boolean };

export type AppointmentActionData = FormResult<{ confirmation: AppointmentConfirmation }>;

type Props = {
  t: TFunction;
  chambers: readonly AppointmentChamber[];
  /** The server's clock, so the first render (server and browser) offers the same slots. */
  nowIso: string;
  today: string;
  requestKey: string;
  prefill: { name: string; phone: string };
  actionData: AppointmentActionData | undefined;
};

const ANCHOR = "appointment";
const slotLabel = (slot: string) => formatClock(parseClockTime(slot) ?? 0);

/**
 * Spec 001 §2.4: name, email, phone, date and time slot, for one of the doctor's chambers. With JavaScript the
 * slot list follows the chosen chamber and day; without it every slot of the chamber's week is offered and the
 * server refuses one outside that day's hours with a message.
 */
/** The validation library loads after the page is interactive; until then the server checks the post. */
const loadDoctorAppointmentSchema = () => import("../../../core/appointments/doctor-appointment-schema").then((module) => module.doctorAppointmentSchema);

export function DoctorAppointmentForm({ t, chambers, nowIso, today, requestKey, prefill, actionData }: Props) {
  const form = useContactForm(loadDoctorAppointmentSchema, actionData, ANCHOR);
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const values = failure?.values ?? {};
  const [chamberId, setChamberId, chamberRef] = useTypedValue<HTMLSelectElement>(values.chamberId ?? String(chambers[0]?.id ?? ""));
  const chamber = chambers.find((c) => String(c.id) === chamberId) ?? chambers[0];
  const [date, setDate, dateRef] = useTypedValue(values.date ?? chamber?.nextDate ?? "");
  // Another chamber or day offers other slots: the time is chosen again.
  const [time, setTime, timeRef] = useTypedValue<HTMLSelectElement>(values.time ?? "");
  const [now, setNow] = useState(() => new Date(nowIso));
  useEffect(() => setNow(new Date()), [chamberId, date]);

  if (actionData?.ok) return <AppointmentSent t={t} confirmation={actionData.confirmation} />;
  if (!chamber) return <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700">{t("appointment.noChamber")}</p>;

  const slots = date ? slotsOn(chamber.week, date, now) : slotsOfWeek(chamber.week);
  const noSlots = date && slots.length === 0 ? t("appointment.noSlots") : undefined;
  const { errors } = form;
  const labels = {
    chamberId: t("appointment.chamber"),
    name: t("appointment.name"),
    email: t("appointment.email"),
    phone: t("appointment.phone"),
    date: t("appointment.date"),
    time: t("appointment.time"),
  };
  return (
    <Form method="post" action={form.action} noValidate onSubmit={form.onSubmit} aria-labelledby={`${ANCHOR}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <ErrorSummary errors={errors} formError={form.formError} labels={labels} summaryRef={form.summaryRef} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldShell name="chamberId" label={labels.chamberId} error={errors.chamberId} className="sm:col-span-2">
          <select
            {...controlAria("chamberId", errors.chamberId, undefined)}
            ref={chamberRef}
            value={chamberId}
            onChange={(e) => {
              setChamberId(e.target.value);
              setTime("");
            }}
            className={controlClass}
          >
            {chambers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </FieldShell>
        <TextField name="name" label={labels.name} error={errors.name} defaultValue={values.name ?? prefill.name} autoComplete="name" maxLength={MAX_LENGTH.name} />
        <TextField
          name="phone"
          label={labels.phone}
          error={errors.phone}
          defaultValue={values.phone ?? prefill.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={MAX_LENGTH.phone}
          hint={t("appointment.phoneHint")}
        />
        <TextField name="email" label={labels.email} error={errors.email} defaultValue={values.email} type="email" inputMode="email" autoComplete="email" maxLength={MAX_LENGTH.email} optional className="sm:col-span-2" />
        <FieldShell name="date" label={labels.date} error={errors.date}>
          <input
            {...controlAria("date", errors.date, undefined)}
            type="date"
            required
            min={today}
            max={addDays(today, BOOKING_WINDOW_DAYS)}
            ref={dateRef}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setTime("");
            }}
            className={controlClass}
          />
        </FieldShell>
        <FieldShell name="time" label={labels.time} error={errors.time} hint={noSlots}>
          <select {...controlAria("time", errors.time, noSlots)} ref={timeRef} value={time} onChange={(e) => setTime(e.target.value)} required className={controlClass}>
            <option value="">{t("appointment.chooseTime")}</option>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slotLabel(slot)}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <p className="mt-4 text-sm text-slate-600">{t("appointment.note")}</p>
      <div className="mt-5">
        <SubmitButton submitting={form.submitting} label={t("appointment.submit")} />
      </div>
    </Form>
  );
}

function AppointmentSent({ t, confirmation }: { t: TFunction; confirmation: AppointmentConfirmation }) {
  return (
    <div role="status" data-testid="appointment-sent" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <Icon name="circle-check" className="h-12 w-12 text-brand-700" />
      <p className="mt-3 text-xl font-bold text-slate-900">{t("appointment.sentTitle")}</p>
      <p className="mt-2 text-slate-800">{t("appointment.sentText", confirmation)}</p>
      <p className="mt-2 text-slate-700">{confirmation.messageSent ? t("appointment.sentWhatsApp", { phone: confirmation.phone }) : t("appointment.sentNoWhatsApp")}</p>
    </div>
  );
}
