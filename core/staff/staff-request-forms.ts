import { z } from "zod";
import { FIELD_ERROR } from "../forms/form-fields";
import { hasControlCharacters } from "../forms/control-characters";
import { slotField } from "../booking/slot-field";
import { CANCEL_REASON_MAX } from "../orders/cancel-order";
import { isIsoDate } from "../time/kolkata-day";

const INTENT_ERROR = "errors.badForm";
/** A bank or UPI reference, or a line saying how the money went back. */
export const REFUND_REFERENCE_MAX = 120;

/** The key a page render gives its forms, and the order's version it showed (run-transition's formKey and seen). */
const formKey = z.string({ error: INTENT_ERROR }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: INTENT_ERROR });
const seen = z.string({ error: INTENT_ERROR }).max(40, { error: INTENT_ERROR });
const base = { formKey, seen };

const id = (error: string) =>
  z
    .string({ error })
    .trim()
    .regex(/^[1-9]\d{0,15}$/, { error })
    .transform(Number);

const reasonText = () =>
  z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, { error: FIELD_ERROR.tooLong })
    .refine((value) => !hasControlCharacters(value, { multiline: true }), { error: FIELD_ERROR.controlCharacters });
const requiredReason = z.string({ error: "errors.reasonNeeded" }).trim().min(1, { error: "errors.reasonNeeded", abort: true }).pipe(reasonText());
const optionalReason = reasonText().optional();

/** Rupees as staff type them ("950", "950.50", "1,200"): paise, or undefined when left empty. */
const amount = z
  .string()
  .trim()
  .max(12, { error: "errors.amountInvalid" })
  .transform((value) => value.replace(/[,\s₹]/g, ""))
  .refine((value) => value === "" || /^\d{1,7}(\.\d{1,2})?$/.test(value), { error: "errors.amountInvalid" })
  .transform((value) => (value === "" ? undefined : Math.round(Number(value) * 100)))
  .optional();

/** A checkbox per catalogue test, named test-<id>: the ids of those ticked. */
export const TEST_FIELD = /^test-([1-9]\d{0,15})$/;
export const testIdsOf = (values: Record<string, string>): number[] =>
  Object.keys(values)
    .map((name) => TEST_FIELD.exec(name)?.[1])
    .filter((value): value is string => value !== undefined)
    .map(Number);

/** Every action on a request's page: one form each, told apart by `intent`. */
export const staffRequestFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("confirm-tests"), ...base, amount, amountReason: optionalReason }),
    z.object({ intent: z.literal("assign-lab"), ...base, labId: id("errors.labUnknown") }),
    z.object({
      intent: z.literal("assign-agent"),
      ...base,
      agentId: id("errors.agentUnknown"),
      date: z.string({ error: "errors.visitTimeInvalid" }).trim().max(10, { error: "errors.visitTimeInvalid" }),
      time: z.string({ error: "errors.visitTimeInvalid" }).trim().max(5, { error: "errors.visitTimeInvalid" }),
      // Ticked: the same agent and time for every request of the visit (issue #27, one visit for several members).
      wholeVisit: z
        .literal("on", { error: INTENT_ERROR })
        .optional()
        .transform((value) => value === "on"),
    }),
    z.object({ intent: z.literal("cancel"), ...base, reason: requiredReason }),
    z.object({ intent: z.literal("take-payment"), ...base, method: z.enum(["cash", "upi"], { error: FIELD_ERROR.required }) }),
    z.object({ intent: z.literal("reschedule"), ...base, slot: slotField() }),
    z.object({ intent: z.literal("unlock-code"), ...base }),
    z.object({
      intent: z.literal("record-refund"),
      ...base,
      refundId: id("errors.refundGone"),
      reference: z
        .string({ error: "errors.refundReferenceNeeded" })
        .trim()
        .min(1, { error: "errors.refundReferenceNeeded", abort: true })
        .max(REFUND_REFERENCE_MAX, { error: FIELD_ERROR.tooLong })
        .refine((value) => !hasControlCharacters(value), { error: FIELD_ERROR.controlCharacters }),
      refundAmount: amount.refine((value) => value !== undefined && value >= 100, { error: "errors.refundAmountInvalid" }),
      refundedOn: z.string({ error: "errors.refundDateInvalid" }).trim().refine(isIsoDate, { error: "errors.refundDateInvalid" }),
    }),
    z.object({ intent: z.literal("gateway-refund"), ...base, refundId: id("errors.refundGone") }),
  ],
  { error: INTENT_ERROR },
);

export type StaffRequestForm = z.output<typeof staffRequestFormSchema>;
export type StaffRequestIntent = StaffRequestForm["intent"];

/** The report upload posts alone (its own body cap): the same key and version. */
export const staffReportFormSchema = z.object({ ...base });

/**
 * Taking a payment at the door is refused with Pay Now's own codes, which the tracking catalog words
 * (`tracking:errors.<code>`; the staff page loads that namespace): not the common `errors.<code>` every other refusal has.
 */
export const STAFF_ERROR_KEYS = {
  already_paid: "tracking:errors.already_paid",
  not_payable: "tracking:errors.not_payable",
  payment_in_progress: "tracking:errors.payment_in_progress",
} as const;

/** Where each refusal is shown: by its field, else at the form's top. */
export const STAFF_ERROR_FIELDS = {
  testsNeeded: "tests",
  testUnknown: "tests",
  amountInvalid: "amount",
  amountReasonNeeded: "amountReason",
  labUnknown: "labId",
  agentUnknown: "agentId",
  visitTimeInvalid: "date",
  reasonNeeded: "reason",
  refundReferenceNeeded: "reference",
  refundAmountInvalid: "refundAmount",
  refundDateInvalid: "refundedOn",
  slotClosed: "slot",
  sameSlot: "slot",
  reportMissing: "report",
  reportTooLarge: "report",
  reportType: "report",
  reportPdfActive: "report",
  reportPdfLocked: "report",
  reportPdfUnreadable: "report",
} as const;
