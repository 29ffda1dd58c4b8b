import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import type { Language } from "../../core/i18n/language";
import { submitContactMessage, type ContactMessageInput } from "../../core/contact/submit-contact-message";
import { formAction } from "../lib/form-action.server";

const MESSAGES_PER_IP_PER_HOUR = 10;

type Options<S extends z.ZodType> = {
  request: Request;
  context: AppLoadContext;
  schema: S;
  toMessage: (form: z.output<S>, language: Language) => ContactMessageInput;
};

/** Public forms: a person writes a few messages an hour; a script writing hundreds is kept out of the inbox. */
async function contactBudget(context: AppLoadContext): Promise<boolean> {
  const { allowed } = await context.auth.rateLimiter.hit(`contact-ip:${context.clientIp}`, MESSAGES_PER_IP_PER_HOUR, 3_600_000);
  return allowed;
}

/** The action of the contact, services and partner forms: validate, store, answer (spec 001 §2.11, §2.15). */
export function handleContactForm<S extends z.ZodType>({ request, context, schema, toMessage }: Options<S>) {
  return formAction({
    request,
    context,
    schema,
    what: "contact message not stored",
    budget: contactBudget,
    run: async (form) => {
      await submitContactMessage(context.db, toMessage(form, context.lang));
      return {};
    },
  });
}
