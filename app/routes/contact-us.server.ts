import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import type { Language } from "../../core/i18n/language";
import type { ContactMessageInput } from "../../core/contact/submit-contact-message";
import { spendContactBudget } from "../../core/contact/contact-budget";
import { formAction } from "../lib/form-action.server";

type Options<S extends z.ZodType> = {
  request: Request;
  context: AppLoadContext;
  schema: S;
  toMessage: (form: z.output<S>, language: Language) => ContactMessageInput;
};

/** The action of the contact, services and partner forms: validate, store, answer (spec 001 §2.11, §2.15). */
export function handleContactForm<S extends z.ZodType>({ request, context, schema, toMessage }: Options<S>) {
  return formAction({
    request,
    context,
    schema,
    what: "contact message not stored",
    budget: () => spendContactBudget(context.auth.rateLimiter, { ip: context.clientIp }),
    run: async (form) => {
      await context.core.submitContactMessage(toMessage(form, context.lang));
      return {};
    },
  });
}
