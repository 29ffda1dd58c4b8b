import type { FieldErrors } from "../../../core/forms/parse-form";

/** What a form's action answers: sent, or the problems plus everything the visitor typed. */
export type FormActionData =
  | { ok: true }
  | { ok: false; fieldErrors: FieldErrors; formError?: string; values: Record<string, string> };
