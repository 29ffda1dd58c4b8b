import { z } from "zod";
import { isSlot, type Slot } from "./slots";

/** A form's slot field: a slot's shape, or errors.slotClosed (whether it is still open is the use case's to judge, by the clock). */
export const slotField = () =>
  z
    .string({ error: "errors.slotClosed" })
    .refine(isSlot, { error: "errors.slotClosed" })
    .transform((text) => text as Slot);
