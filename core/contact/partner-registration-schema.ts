import { z } from "zod";
import { emailAddress, FIELD_ERROR, MAX_LENGTH, optionalText, requiredMobile, requiredText } from "../forms/form-fields";
import { PARTNER_CATEGORIES } from "./partner-categories";

/**
 * A provider asking to join. The phone is required here (unlike the contact form): onboarding a
 * hospital or pharmacy starts with a call from our team.
 */
export const partnerRegistrationSchema = z.object({
  name: requiredText(MAX_LENGTH.name),
  email: emailAddress(),
  phone: requiredMobile(),
  category: z.enum(PARTNER_CATEGORIES, { error: FIELD_ERROR.required }),
  city: requiredText(MAX_LENGTH.city),
  message: optionalText(MAX_LENGTH.message, { multiline: true }).transform((value) => value ?? ""),
});

export type PartnerRegistration = z.output<typeof partnerRegistrationSchema>;
