import { z } from "zod";
import { REQUEST_KEY_PATTERN } from "../appointments/store-appointment-request";
import type { FieldErrors } from "../forms/parse-form";
import { FIELD_ERROR, MAX_LENGTH, optionalMobile, optionalText, requiredText } from "../forms/form-fields";
import { GENDERS, MAX_ADDRESS_LENGTH, MAX_NOTE_LENGTH } from "./sample-request-limits";
import { isSlot, type Slot } from "./slots";
import { bookingPersonFields } from "./booking-person";

/** Messages of this form's own rules (common namespace `errors`). */
export const BOOKING_ERROR = {
  age: "errors.bookingAge",
  gender: "errors.bookingGender",
  slot: "errors.bookingSlot",
  pincode: "errors.bookingPincode",
  alternateSame: "errors.bookingAlternateSame",
  lab: "errors.bookingLab",
  consent: "errors.bookingConsent",
} as const;

export { GENDERS, MAX_ADDRESS_LENGTH, MAX_NOTE_LENGTH } from "./sample-request-limits";

/** Spec 001 §5: age is text; when it is a number it must be a person's age. Needed unless a member is chosen (below). */
const age = optionalText(20).refine((text) => text === undefined || !/^\d+(\.\d+)?$/.test(text) || Number(text) <= 120, { error: BOOKING_ERROR.age });

/** Needed for someone else; a member's own is used (resolveBookingPerson). */
const gender = z
  .string()
  .optional()
  .transform((text) => text || undefined)
  .pipe(z.enum(GENDERS, { error: BOOKING_ERROR.gender }).optional());

/** A refinement that asks for a field of the person when no member is chosen. */
function personField(field: "name" | "age" | "gender", error: string) {
  type Raw = { memberId?: unknown; name?: unknown; age?: unknown; gender?: unknown };
  return [(form: Raw) => (form.memberId !== null && form.memberId !== undefined) || Boolean(form[field]), { path: [field] as string[], error, when: () => true }] as const;
}

/** A coordinate the browser sent, or nothing (a refused or failed location is no error). */
const coordinate = (limit: number) =>
  z
    .string()
    .optional()
    .transform((text) => {
      const value = text ? Number(text) : NaN;
      return Number.isFinite(value) && Math.abs(value) <= limit && value !== 0 ? value : undefined;
    });

/** Spec 001 §3.1, §5: the create form's fields, each checked on its own. */
export const sampleRequestSchema = z
  .object({
    ...bookingPersonFields,
    name: optionalText(MAX_LENGTH.name),
    age,
    gender,
    guardianName: optionalText(MAX_LENGTH.name),
    village: requiredText(MAX_LENGTH.city),
    address: requiredText(MAX_ADDRESS_LENGTH),
    city: requiredText(MAX_LENGTH.city),
    pincode: optionalText(6).pipe(z.string().regex(/^[1-9]\d{5}$/, { error: BOOKING_ERROR.pincode }).optional()),
    state: optionalText(MAX_LENGTH.city),
    alternatePhone: optionalMobile(),
    labId: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text) return null;
        if (/^\d{1,15}$/.test(text)) return Number(text);
        ctx.addIssue({ code: "custom", message: BOOKING_ERROR.lab });
        return z.NEVER;
      }),
    slot: z.string({ error: BOOKING_ERROR.slot }).refine(isSlot, { error: BOOKING_ERROR.slot }).transform((text) => text as Slot),
    note: optionalText(MAX_NOTE_LENGTH),
    lat: coordinate(90),
    lon: coordinate(180),
    /** The patient chose their phone's position for this address (core/booking/locate-booking.ts). */
    deviceLocation: z.string().optional().transform((text) => text === "on"),
    consent: z.string().optional().transform((text) => text === "on" || text === "true"),
    requestKey: z.string().regex(REQUEST_KEY_PATTERN).optional().catch(undefined),
  })
  // Someone else's name, age and gender are needed; a member's come from their row (resolveBookingPerson). Checked beside
  // the other fields' problems (`when`), so they are named with the rest (after an aborting one, such as an empty village, on the next try).
  .refine(...personField("name", FIELD_ERROR.required))
  .refine(...personField("age", FIELD_ERROR.required))
  .refine(...personField("gender", BOOKING_ERROR.gender));

export type SampleRequestForm = z.output<typeof sampleRequestSchema>;

/**
 * The form's two rules that need the session, applied to the values the schema already parsed: the alternate
 * number must differ from the patient's own (which comes from the session, never the form), and consent is needed
 * before the first booking only. Each problem is named by its field.
 */
export function sessionProblems(form: SampleRequestForm, session: { patientPhone: string; consentNeeded: boolean }): FieldErrors {
  const problems: FieldErrors = {};
  if (form.alternatePhone && form.alternatePhone === session.patientPhone) problems.alternatePhone = BOOKING_ERROR.alternateSame;
  if (session.consentNeeded && !form.consent) problems.consent = BOOKING_ERROR.consent;
  return problems;
}
