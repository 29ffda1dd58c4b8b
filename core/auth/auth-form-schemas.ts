import { z } from "zod";
import { FIELD_ERROR } from "../forms/form-fields";
import { hasControlCharacters } from "../forms/control-characters";
import { CODE_LENGTH } from "./login-code";
import { MAX_PASSWORD_LENGTH } from "./password";
import { isIndianMobile } from "../phone/indian-mobile";

/** Longest phone as people type it ("+91 98300-12345"); the number itself is checked by the phone rule. */
const MAX_PHONE_INPUT = 20;
/** Where to go after login: a path of our own (safeRedirectPath decides); longer is never ours. */
const MAX_REDIRECT_LENGTH = 500;
const INTENT_ERROR = "errors.badForm";

const mobilePhone = z
  .string({ error: FIELD_ERROR.required })
  .trim()
  .min(1, { error: FIELD_ERROR.required, abort: true })
  .max(MAX_PHONE_INPUT, { error: FIELD_ERROR.phone })
  .refine(isIndianMobile, { error: FIELD_ERROR.phone });

/** A typed OTP: exactly six digits (spaces dropped). Anything else is refused before it can cost one of the five tries. */
export const loginCode = z
  .string({ error: "errors.codeMalformed" })
  .max(20, { error: "errors.codeMalformed" })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: "errors.codeMalformed" }));

const password = z
  .string({ error: FIELD_ERROR.required })
  .min(1, { error: FIELD_ERROR.required, abort: true })
  .max(MAX_PASSWORD_LENGTH, { error: FIELD_ERROR.tooLong });

/** A new password: its length and the confirmation are checked by checkNewPassword (one rule for both forms). */
const newPassword = z.string({ error: FIELD_ERROR.required }).max(MAX_PASSWORD_LENGTH, { error: FIELD_ERROR.tooLong });

const redirectTo = z
  .string()
  .max(MAX_REDIRECT_LENGTH)
  .refine((value) => !hasControlCharacters(value))
  .optional()
  .catch(undefined);

/** Spec 000 §4: the one login form, three actions — ask for a WhatsApp code, verify it, or phone + password. */
export const loginFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("request-code"), phone: mobilePhone, redirectTo }),
    z.object({ intent: z.literal("verify-code"), phone: mobilePhone, code: loginCode, redirectTo }),
    // Spec 000 §5: the phone may not be longer than 10 characters; which account it is, is the login's business.
    z.object({ intent: z.literal("password-login"), phone: z.string({ error: FIELD_ERROR.required }).trim().min(1, { error: FIELD_ERROR.required, abort: true }).max(MAX_PHONE_INPUT, { error: FIELD_ERROR.phone }), password, redirectTo }),
  ],
  { error: INTENT_ERROR },
);

/** /login/verify: the staff sign-in's second step, a WhatsApp or authenticator code (both six digits). */
export const secondFactorFormSchema = z.object({ code: loginCode });

/** /staff/authenticator: start a setup, confirm it with the app's code, or turn it off with one. */
export const totpFormSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("start") }), z.object({ intent: z.literal("confirm"), code: loginCode }), z.object({ intent: z.literal("remove"), code: loginCode })],
  { error: INTENT_ERROR },
);

/** /forgot-password: ask for the reset code, then reset with it. */
export const forgotPasswordFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("request-code"), phone: mobilePhone }),
    z.object({ intent: z.literal("reset"), phone: mobilePhone, code: loginCode, password: newPassword, confirmation: newPassword }),
  ],
  { error: INTENT_ERROR },
);

/** /account/password: the current password only when one is set (checked by changePassword). */
export const changePasswordFormSchema = z.object({
  current: z.string().max(MAX_PASSWORD_LENGTH, { error: FIELD_ERROR.tooLong }).optional().default(""),
  password: newPassword,
  confirmation: newPassword,
});
