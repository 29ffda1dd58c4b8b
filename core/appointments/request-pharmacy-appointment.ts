import type { Db } from "../../db/client";
import { storeAppointmentRequest } from "./store-appointment-request";
import { parseIndianMobile } from "../phone/indian-mobile";
import { formatClock, parseClockTime } from "../time/clock-time";
import { formatIsoDate } from "../time/kolkata-day";
import { reportFailure, type FailureLog } from "../errors/report-failure";
import type { Language } from "../i18n/language";
import type { Messenger, OutgoingMessage } from "../messaging/messenger";
import type { PharmacyAppointmentForm } from "./pharmacy-appointment-schema";

/** What happened to the patient's WhatsApp confirmation: sent, refused or failed, or no number to send it to. */
export type ConfirmationMessage = "sent" | "failed" | "noPhone";

export type PharmacyAppointmentOutcome = { id: number; message: ConfirmationMessage };

type Options = {
  place: { id: number; name: string; phone: string | null };
  form: PharmacyAppointmentForm;
  /** The signed-in patient, if any: their phone gets the confirmation when the form gives none. */
  user: { id: number; phone: string } | null;
  language: Language;
  /** The request's logger, for a message that could not be sent. */
  log?: FailureLog;
};

/**
 * Stores a pharmacy or hospital appointment request, then sends the WhatsApp messages: the confirmation to
 * the patient, and the request to the place when its phone is a mobile. The request is stored first, so a
 * message that cannot be sent loses nothing; the answer says whether the patient's confirmation went.
 */
export async function requestPharmacyAppointment(db: Db, messenger: Messenger, options: Options): Promise<PharmacyAppointmentOutcome> {
  const { form, place, user, language } = options;
  const stored = await storeAppointmentRequest(db, {
    hospital_id: place.id,
    doctor_id: null,
    user_id: user?.id ?? null,
    name: form.name,
    email: form.email,
    phone: form.phone ?? null,
    date: form.date,
    time: form.time,
    reason: form.reason ?? null,
    language,
    request_key: form.requestKey ?? null,
  });
  const { id } = stored;
  // The same form posted again: the first post stored it and sent the messages.
  if (stored.repeated) return { id, message: "sent" };

  const date = formatIsoDate(form.date);
  const time = formatClock(parseClockTime(form.time) ?? 0);
  const patientPhone = form.phone ?? user?.phone ?? null;
  const message: ConfirmationMessage = patientPhone
    ? (await send(messenger, options.log, { to: patientPhone, template: "appointment_request_pharmacy", language, params: { name: form.name, pharmacy: place.name, date, time } }))
      ? "sent"
      : "failed"
    : "noPhone";

  const placeMobile = place.phone ? parseIndianMobile(place.phone) : null;
  if (placeMobile) {
    const contact = [form.phone, form.email].filter(Boolean).join(", ");
    await send(messenger, options.log, { to: placeMobile, template: "appointment_new_for_provider", language, params: { name: form.name, date, time, contact, reason: form.reason ?? "—" } });
  }
  return { id, message };
}

async function send(messenger: Messenger, log: FailureLog | undefined, message: OutgoingMessage): Promise<boolean> {
  try {
    return (await messenger.send(message)).ok;
  } catch (error) {
    // The template only: the parameters hold the patient's name and number.
    reportFailure({ log }, error, `appointment message ${message.template} not sent`);
    return false;
  }
}
