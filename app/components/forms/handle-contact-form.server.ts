import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { Language } from "../../../core/i18n/language";
import { FIELD_ERROR } from "../../../core/forms/form-fields";
import { formValues, parseForm } from "../../../core/forms/parse-form";
import { submitContactMessage, type ContactMessageInput } from "../../../core/contact/submit-contact-message";
import type { FormActionData } from "./form-action-data";

const MESSAGES_PER_IP_PER_HOUR = 10;

type Options<S extends z.ZodType> = {
  request: Request;
  context: AppLoadContext;
  schema: S;
  toMessage: (form: z.output<S>, language: Language) => ContactMessageInput;
};

/** The action of the contact, services and partner forms: validate, store, answer (spec 001 §2.11, §2.15). */
export async function handleContactForm<S extends z.ZodType>({ request, context, schema, toMessage }: Options<S>) {
  // A body that is not a form (a bot, a broken client) reads as an empty form: every field is then reported missing.
  const formData = await request.formData().catch(() => new FormData());
  const parsed = parseForm(schema, formData);
  // Public forms: a person writes a few messages an hour; a script writing hundreds is kept out of the inbox.
  const allowed = await context.auth.rateLimiter.hit(`contact-ip:${context.clientIp}`, MESSAGES_PER_IP_PER_HOUR, 3_600_000);
  if (!allowed.allowed) {
    return data<FormActionData>({ ok: false, fieldErrors: {}, formError: "errors.tooManyMessages", values: formValues(formData) }, { status: 429 });
  }
  if (!parsed.success) {
    return data<FormActionData>({ ok: false, fieldErrors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  }
  try {
    await submitContactMessage(context.db, toMessage(parsed.data, context.lang));
  } catch (error) {
    // Only the error's code: a database error's text can quote the row, which holds personal data.
    console.error("contact message not stored:", (error as { code?: string }).code ?? (error as Error).name);
    return data<FormActionData>({ ok: false, fieldErrors: {}, formError: FIELD_ERROR.server, values: formValues(formData) }, { status: 500 });
  }
  return data<FormActionData>({ ok: true });
}
