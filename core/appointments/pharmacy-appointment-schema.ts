import { z } from "zod";
import { MAX_REASON_LENGTH } from "./pharmacy-appointment-limits";
import { emailAddress, MAX_LENGTH, optionalMobile, optionalText, requiredText } from "../forms/form-fields";
import { REQUEST_KEY_PATTERN } from "./store-appointment-request";
import { isIsoDate } from "../time/kolkata-day";
import { PHARMACY_SLOTS, pharmacySlotProblem, type PharmacySlotProblem } from "./pharmacy-appointment-slots";

/** Messages of this form's own rules, in the chamber namespace (the common `errors` keep the shared ones). */
export const PHARMACY_APPOINTMENT_ERROR = {
  date: "chamber:errors.date",
  time: "chamber:errors.time",
  datePast: "chamber:errors.datePast",
  dateTooFar: "chamber:errors.dateTooFar",
  slotPast: "chamber:errors.slotPast",
} as const satisfies Record<"date" | "time" | PharmacySlotProblem, string>;


const PROBLEM_FIELD: Record<PharmacySlotProblem, "date" | "time"> = { datePast: "date", dateTooFar: "date", slotPast: "time" };

/**
 * Spec 001 §3.7, §5: name, email, date and time slot required, email an e-mail address, phone (an Indian
 * mobile, for the WhatsApp confirmation) and reason optional. The clock is a parameter so tests can fix it;
 * the browser checks with its own clock, the server's answer is what counts.
 */
export function pharmacyAppointmentSchemaAt(clock: () => Date) {
  return z
    .object({
      name: requiredText(MAX_LENGTH.name),
      email: emailAddress(),
      phone: optionalMobile(),
      date: requiredText(10).refine(isIsoDate, { error: PHARMACY_APPOINTMENT_ERROR.date }),
      time: z.enum(PHARMACY_SLOTS, { error: PHARMACY_APPOINTMENT_ERROR.time }),
      reason: optionalText(MAX_REASON_LENGTH, { multiline: true }),
      requestKey: z.string().regex(REQUEST_KEY_PATTERN).optional().catch(undefined),
    })
    .superRefine((form, ctx) => {
      const problem = pharmacySlotProblem(form.date, form.time, clock());
      if (problem) ctx.addIssue({ code: "custom", path: [PROBLEM_FIELD[problem]], message: PHARMACY_APPOINTMENT_ERROR[problem] });
    });
}

/** The one schema of the form, its action and the tests. */
export const pharmacyAppointmentSchema = pharmacyAppointmentSchemaAt(() => new Date());

export type PharmacyAppointmentForm = z.output<typeof pharmacyAppointmentSchema>;
