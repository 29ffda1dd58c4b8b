import type { FieldErrors } from "../../core/forms/parse-form";

/**
 * What every form action answers (the one result type of app/lib/form-action.server.ts): done, with the
 * form's own extra fields, or the problems — each a catalog key (common namespace unless prefixed) shown
 * by its field or at the form's top — plus the schema's fields as typed, each cut to its own limit.
 */
export type FormFailure = {
  ok: false;
  /** Which of the form's actions (login: request-code, verify-code, password-login). */
  intent?: string;
  fieldErrors: FieldErrors;
  formError?: string;
  /** Values for the message: attemptsLeft, seconds, minutes, min. */
  details?: Record<string, string | number>;
  values: Record<string, string>;
};

export type FormSuccess<T extends object = object> = { ok: true; intent?: string } & T;

export type FormResult<T extends object = object> = FormSuccess<T> | FormFailure;

export const isFormFailure = (result: FormResult | undefined | null): result is FormFailure => result?.ok === false;

/** The first message of a failure, for forms that show one message (field message first, then the form's). */
export function firstProblem(result: FormFailure, field?: string): string | undefined {
  return (field ? result.fieldErrors[field] : undefined) ?? result.formError ?? Object.values(result.fieldErrors)[0];
}

/** The login and password-reset forms: after a code is sent, the code step with its resend wait. */
export type AuthResult = FormResult<{ stage?: "code"; phone?: string; resendAfterSeconds?: number }>;

/** Whether the page shows the code step: a code was sent, or the code step's own post failed. */
export function isCodeStage(result: AuthResult | undefined): boolean {
  if (!result) return false;
  return result.ok ? result.stage === "code" : result.intent === "verify-code" || result.intent === "reset";
}

/** The phone to show again: the number the code went to, or the one typed. */
export const phoneOf = (result: AuthResult | undefined): string => (result ? ((result.ok ? result.phone : result.values.phone) ?? "") : "");
