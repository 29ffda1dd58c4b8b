import { data, type AppLoadContext } from "react-router";
import { FIELD_ERROR } from "../../../core/forms/form-fields";
import { formValues, parseForm } from "../../../core/forms/parse-form";
import { formatClock, parseClockTime } from "../../../core/doctors/clock-time";
import { formatIsoDate } from "../../../core/doctors/kolkata-day";
import { pharmacyAppointmentSchema } from "../../../core/pharmacy/appointment-schema";
import { getPlace } from "../../../core/pharmacy/get-place";
import { requestPharmacyAppointment } from "../../../core/pharmacy/request-pharmacy-appointment";
import { allowAppointmentRequest } from "../../lib/appointment-rate-limit.server";
import { getUser } from "../../lib/session.server";
import type { AppointmentActionData } from "./appointment-action-data";

/** The 'Book Your Appointment' action (spec 001 §2.9, §5): validate, store, confirm on WhatsApp, answer. */
export async function handlePharmacyAppointment({ request, context, placeId }: { request: Request; context: AppLoadContext; placeId: number }) {
  // A body that is not a form reads as an empty form: every field is then reported missing.
  const formData = await request.formData().catch(() => new FormData());
  if (!(await allowAppointmentRequest(context))) {
    return data<AppointmentActionData>({ ok: false, fieldErrors: {}, formError: "errors.tooManyMessages", values: formValues(formData) }, { status: 429 });
  }
  const parsed = parseForm(pharmacyAppointmentSchema, formData);
  if (!parsed.success) return data<AppointmentActionData>({ ok: false, fieldErrors: parsed.fieldErrors, values: parsed.values }, { status: 400 });

  const { db } = context;
  const place = await getPlace(db, { id: placeId, from: null, now: new Date() });
  if (!place) throw data(null, { status: 404 });
  try {
    const user = await getUser(context);
    const outcome = await requestPharmacyAppointment(db, context.auth.messenger, {
      place,
      form: parsed.data,
      user: user ? { id: user.id, phone: user.phone } : null,
      language: context.lang,
    });
    return data<AppointmentActionData>({ ok: true, message: outcome.message, date: formatIsoDate(parsed.data.date), time: formatClock(parseClockTime(parsed.data.time) ?? 0) });
  } catch (error) {
    // Only the error's code: a database error's text can quote the row, which holds personal data.
    console.error("appointment request not stored:", (error as { code?: string }).code ?? (error as Error).name);
    return data<AppointmentActionData>({ ok: false, fieldErrors: {}, formError: FIELD_ERROR.server, values: formValues(formData) }, { status: 500 });
  }
}
