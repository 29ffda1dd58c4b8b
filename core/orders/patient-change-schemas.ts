import { z } from "zod";
import { slotField } from "../booking/slot-field";
import { MAX_LENGTH, requiredText } from "../forms/form-fields";
import { CANCEL_REASON_MAX } from "./cancel-order";

/** The tracking page's Reschedule form: one of the booking's slots (which are still open is core's to judge). */
export const rescheduleSchema = z.object({ slot: slotField() });

/** The tracking page's Cancel form: the patient's reason, kept as written. */
export const cancelSchema = z.object({ reason: requiredText(CANCEL_REASON_MAX, { multiline: true }) });

/** The tracking page's "Accept new amount": the amount the page showed, which core accepts only if it is still the order's. */
export const acceptAmountSchema = z.object({ amountPaise: z.string().regex(/^[1-9]\d{0,8}$/, { error: "errors.orderChanged" }).transform(Number) });

/** The tracking page's "Correct the name" (issue #34): the name of the person the order is for, as the booking form takes it. */
export const correctNameSchema = z.object({ name: requiredText(MAX_LENGTH.name) });
