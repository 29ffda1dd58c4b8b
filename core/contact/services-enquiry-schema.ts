import { z } from "zod";
import { emailAddress, MAX_LENGTH, messageText, requiredText } from "../forms/form-fields";

/** Spec 001 §2.15: the professional services page's form (Name, Email, Message). */
export const servicesEnquirySchema = z.object({
  name: requiredText(MAX_LENGTH.name),
  email: emailAddress(),
  message: messageText(),
});

export type ServicesEnquiry = z.output<typeof servicesEnquirySchema>;
