import { z } from "zod";
import { FIELD_ERROR, MAX_LENGTH, optionalEmail, requiredMobile, requiredText } from "../forms/form-fields";
import { isIsoDate } from "../time/kolkata-day";
import { REQUEST_KEY_PATTERN } from "./store-appointment-request";

export const APPOINTMENT_ERROR = {
  date: "errors.appointmentDate",
  time: "errors.appointmentTime",
  chamber: "errors.chamberUnavailable",
} as const;

/**
 * Spec 001 §2.4: the doctor profile's appointment form (name, email, phone, date, time slot) and the chamber.
 * The phone is required: it is where the WhatsApp confirmation goes. Whether the chamber is open for the
 * slot is checked against its hours by requestDoctorAppointment.
 */
export const doctorAppointmentSchema = z.object({
  chamberId: z.string({ error: APPOINTMENT_ERROR.chamber }).regex(/^[1-9]\d{0,15}$/, { error: APPOINTMENT_ERROR.chamber }).transform(Number),
  name: requiredText(MAX_LENGTH.name),
  email: optionalEmail(),
  phone: requiredMobile(),
  date: requiredText(10).refine(isIsoDate, { error: APPOINTMENT_ERROR.date }),
  time: z.string({ error: FIELD_ERROR.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: APPOINTMENT_ERROR.time }),
  requestKey: z.string().regex(REQUEST_KEY_PATTERN).optional().catch(undefined),
});

export type DoctorAppointmentForm = z.output<typeof doctorAppointmentSchema>;
