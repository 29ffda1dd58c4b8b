import type { Db } from "../../db/client";
import { reportFailure, type FailureLog } from "../errors/report-failure";
import type { Language } from "../i18n/language";
import type { Messenger } from "../messaging/messenger";
import { slotProblem, type SlotProblem } from "./doctor-appointment-slots";
import { formatClock, parseClockTime } from "../time/clock-time";
import { formatIsoDate } from "../time/kolkata-day";
import { weeklyHoursOf } from "../doctors/weekly-hours";
import type { DoctorAppointmentForm } from "./doctor-appointment-schema";
import { APPOINTMENT_ERROR } from "./doctor-appointment-schema";
import { storeAppointmentRequest } from "./store-appointment-request";

export type AppointmentOutcome =
  | { ok: true; id: number; messageSent: boolean; repeated: boolean; doctor: string; place: string }
  | { ok: false; fieldErrors: Record<string, string> };

/** Which field a slot problem belongs to, and its message (common namespace `errors`). */
const PROBLEM_FIELD: Record<SlotProblem, { field: "date" | "time"; message: string }> = {
  datePast: { field: "date", message: "errors.appointmentDatePast" },
  dateTooFar: { field: "date", message: "errors.appointmentDateTooFar" },
  dayClosed: { field: "date", message: "errors.appointmentDayClosed" },
  slotOutsideHours: { field: "time", message: "errors.appointmentSlotOutsideHours" },
  slotPast: { field: "time", message: "errors.appointmentSlotPast" },
};

/**
 * Stores an appointment request for one of the doctor's active chambers, after checking the slot is inside
 * that chamber's hours and still ahead (Asia/Kolkata), then queues the WhatsApp confirmation to the patient.
 * The request is stored before the message is sent, so a messaging failure loses nothing; a repeated post
 * of the same form (same request key) answers with the first request and sends nothing again.
 */
export async function requestDoctorAppointment(
  db: Db,
  messenger: Messenger,
  options: { doctorId: number; form: DoctorAppointmentForm; userId: number | null; language: Language; now: Date; log?: FailureLog },
): Promise<AppointmentOutcome> {
  const { form } = options;
  const chamber = await db
    .selectFrom("chambers as c")
    .innerJoin("doctors as d", "d.id", "c.did")
    .leftJoin("hospitals as h", "h.id", "c.oid")
    .select(["c.id", "c.address", "c.sunday", "c.monday", "c.tuesday", "c.wednesday", "c.thursday", "c.friday", "c.saturday", "d.name as doctor", "h.name as place"])
    .where("c.id", "=", form.chamberId)
    .where("c.did", "=", options.doctorId)
    .where("c.status", "=", "Active")
    .where("d.status", "=", "Active")
    .executeTakeFirst();
  if (!chamber) return { ok: false, fieldErrors: { chamberId: APPOINTMENT_ERROR.chamber } };

  const problem = slotProblem(weeklyHoursOf(chamber), form.date, form.time, options.now);
  if (problem) return { ok: false, fieldErrors: { [PROBLEM_FIELD[problem].field]: PROBLEM_FIELD[problem].message } };

  const stored = await storeAppointmentRequest(db, {
    doctor_id: options.doctorId,
    chamber_id: chamber.id,
    user_id: options.userId,
    name: form.name,
    email: form.email ?? null,
    phone: form.phone,
    date: form.date,
    time: form.time,
    language: options.language,
    request_key: form.requestKey ?? null,
  });
  const booked = { doctor: chamber.doctor, place: chamber.place ?? chamber.address ?? "" };
  // The first post of this form sent the message.
  if (stored.repeated) return { ok: true, id: stored.id, messageSent: true, repeated: true, ...booked };

  const sent = await messenger
    .send({
      to: form.phone,
      template: "appointment_request_doctor",
      language: options.language,
      params: {
        name: form.name,
        doctor: chamber.doctor,
        date: formatIsoDate(form.date),
        time: formatClock(parseClockTime(form.time) ?? 0),
        place: booked.place,
      },
    })
    .catch((error: unknown) => {
      reportFailure(options, error, "appointment message not queued");
      return { ok: false as const };
    });
  return { ok: true, id: stored.id, messageSent: sent.ok, repeated: false, ...booked };
}
