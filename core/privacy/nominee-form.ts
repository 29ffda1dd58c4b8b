import { z } from "zod";
import { MAX_LENGTH, requiredMobile, requiredText } from "../forms/form-fields";

/** Who a nominee may be to the account holder (the form's choices; the page names them in the visitor's language). */
export const NOMINEE_RELATIONS = ["Spouse", "Son", "Daughter", "Mother", "Father", "Sibling", "Relative", "Friend", "Other"] as const;
export type NomineeRelation = (typeof NOMINEE_RELATIONS)[number];

/** Messages of this form's own rules (the rights namespace). */
export const NOMINEE_ERROR = {
  relation: "rights:errors.nomineeRelation",
  ownNumber: "rights:errors.nomineeOwnNumber",
} as const;

/** The nominee form: the person's name, who they are to the account holder, and their mobile number. */
export const nomineeFormSchema = z.object({
  intent: z.literal("save", { error: "errors.badForm" }),
  name: requiredText(MAX_LENGTH.name),
  relation: z.enum(NOMINEE_RELATIONS, { error: NOMINEE_ERROR.relation }),
  phone: requiredMobile(),
});

export type NomineeForm = z.output<typeof nomineeFormSchema>;

/** The removal's form: only its intent. */
export const removeNomineeFormSchema = z.object({ intent: z.literal("remove", { error: "errors.badForm" }) });
