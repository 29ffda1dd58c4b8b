import type { z } from "zod";

/** Field name → i18n key of the first problem found in it. */
export type FieldErrors = Record<string, string>;

export type ParsedForm<T> =
  | { success: true; data: T }
  | { success: false; fieldErrors: FieldErrors; values: Record<string, string> };

/** What the visitor typed, as text, to put back into the form (files are never echoed). */
export function formValues(formData: FormData, omit: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !omit.includes(name)) values[name] = value;
  }
  return values;
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Runs one form's schema over a posted form (server) or the form's current fields (browser). */
export function parseForm<S extends z.ZodType>(schema: S, formData: FormData, omit: readonly string[] = []): ParsedForm<z.output<S>> {
  const values = formValues(formData, omit);
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: fieldErrorsOf(result.error), values };
}
