import type { Language } from "../i18n/language";
import type { ContactForm } from "./contact-form-schema";
import type { PartnerRegistration } from "./partner-registration-schema";
import type { ServicesEnquiry } from "./services-enquiry-schema";
import type { ContactMessageInput } from "./submit-contact-message";

/** How each form's fields land in the one contact_messages table. */
export function contactMessageOfContactForm(form: ContactForm, language: Language): ContactMessageInput {
  return { source: "contact", ...form, language };
}

export function contactMessageOfServicesEnquiry(form: ServicesEnquiry, language: Language): ContactMessageInput {
  return { source: "services", firstName: form.name, email: form.email, message: form.message, consent: false, language };
}

/** The table has no category or city columns; the subject carries both in a fixed, searchable shape. */
export function contactMessageOfPartnerRegistration(form: PartnerRegistration, language: Language): ContactMessageInput {
  return {
    source: "partner",
    firstName: form.name,
    email: form.email,
    phone: form.phone,
    subject: `category: ${form.category}; city: ${form.city}`,
    message: form.message,
    consent: false,
    language,
  };
}
