import { z } from "zod";
import { consentCheckbox, emailAddress, MAX_LENGTH, messageText, optionalMobile, optionalText, requiredText } from "../forms/form-fields";

/** Spec 001 §2.11: the contact page's message form. */
export const contactFormSchema = z.object({
  firstName: requiredText(MAX_LENGTH.name),
  lastName: optionalText(MAX_LENGTH.name),
  email: emailAddress(),
  phone: optionalMobile(),
  subject: requiredText(MAX_LENGTH.subject),
  message: messageText(),
  consent: consentCheckbox(),
});

export type ContactForm = z.output<typeof contactFormSchema>;
