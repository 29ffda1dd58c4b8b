import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { isAppError, type AppError, type AppErrorCode } from "../../core/errors/app-error";
import { reportFailure } from "../../core/errors/report-failure";
import { FIELD_ERROR } from "../../core/forms/form-fields";
import { fieldErrorsOf } from "../../core/forms/parse-form";
import { echoValues } from "../../core/forms/schema-fields";
import { serverT } from "../i18n/server-t.server";
import { readFormBody, TEXT_FORM_MAX_BYTES } from "./form-body.server";
import { readMultipartForm, type UploadField } from "./multipart-form.server";
import type { FormFailure, FormResult } from "./form-result";

/** Fields never sent back to the page, whatever the form. */
const SECRET_FIELDS = ["password", "current", "confirmation", "code"] as const;

/** Issues on these paths are about the post as a whole (which action, which step), shown at the form's top. */
const FORM_LEVEL_FIELDS = ["intent", "form"];

const FIELD_PROBLEMS = Symbol("field problems");
type FieldProblems = { [FIELD_PROBLEMS]: true; fieldErrors: Record<string, string>; status: number; details?: Record<string, string | number> };

/**
 * A core function's answer that names problems by field (a closed day, a chamber that is gone): answered 400 like a
 * schema's, or with its own 4xx; `details` are the messages' values (the line of a file).
 */
export const fieldProblems = (fieldErrors: Record<string, string>, status = 400, details?: Record<string, string | number>): FieldProblems => ({
  [FIELD_PROBLEMS]: true,
  fieldErrors,
  status,
  ...(details ? { details } : {}),
});

/** What an upload form's action gets besides the parsed fields: the file's bytes (null when none was chosen) and the raw text fields. */
export type FormUpload = { file: Uint8Array | null; values: Record<string, string> };
const isFieldProblems = (value: object): value is FieldProblems => FIELD_PROBLEMS in value;

export type FormActionOptions<S extends z.ZodType, T extends object> = {
  request: Request;
  context: AppLoadContext;
  /** The form's one schema (client, action and tests share it). */
  schema: S;
  /** What is being done, for the log line of an unexpected failure. */
  what: string;
  run: (form: z.output<S>, upload: FormUpload) => Promise<T | Response | FieldProblems>;
  /** Bytes the form may have; text forms default to 16 KB. */
  maxBytes?: number;
  /** A multipart form with one file: streamed, the file kept up to its own limit (its absence is for `run` to judge). */
  upload?: UploadField;
  /**
   * Spends one from the form's rate-limit budget, which lives in core beside its use case (e.g.
   * `spendContactBudget`), or throws that budget's AppError (429). Spent once the body is read, before it is parsed.
   */
  budget?: () => Promise<void>;
  /** The field an AppError's message belongs by; others are shown at the form's top. */
  errorFields?: Partial<Record<AppErrorCode, string>>;
  /** A catalog key other than `errors.<code>` for an AppError. */
  errorKeys?: Partial<Record<AppErrorCode, string>>;
};

/**
 * The one way a form is handled: read the body within its cap (415 not a form, 413 too large, 400
 * unreadable), spend the rate-limit budget, parse with the form's schema, call one core function, turn
 * its AppError into a translated message by the field or at the top, and answer one FormResult. What is
 * echoed back is the schema's fields only, cut to their own limits; an unexpected failure is reported
 * (without personal data) and answered as errors.server, keeping what was typed.
 */
export async function formAction<S extends z.ZodType, T extends object>(options: FormActionOptions<S, T>) {
  type Done = Exclude<T, Response | FieldProblems>;
  const { request, context, schema } = options;
  let formData = new FormData();
  let file: Uint8Array | null = null;
  let intent: string | undefined;
  const fail = (status: number, problem: Omit<FormFailure, "ok" | "values" | "intent">) =>
    data<FormResult<Done>>({ ok: false, ...(intent ? { intent } : {}), ...problem, values: echoValues(schema, formData, SECRET_FIELDS) }, { status });
  const failWith = (error: AppError) => {
    const key = options.errorKeys?.[error.code] ?? `errors.${error.code}`;
    const field = options.errorFields?.[error.code] ?? (options.upload && error.code === options.upload.tooLarge ? options.upload.name : undefined);
    const details = Object.keys(error.details).length > 0 ? { details: error.details } : {};
    return fail(error.status, field ? { fieldErrors: { [field]: key }, ...details } : { fieldErrors: {}, formError: key, ...details });
  };

  try {
    if (options.upload) file = await readMultipartForm(request, { maxBytes: options.maxBytes ?? TEXT_FORM_MAX_BYTES, upload: options.upload, into: formData });
    else formData = await readFormBody(request, options.maxBytes ?? TEXT_FORM_MAX_BYTES);
    const named = formData.get("intent");
    intent = typeof named === "string" && /^[a-z-]{1,30}$/.test(named) ? named : undefined;
    if (options.budget) await options.budget();
  } catch (error) {
    if (isAppError(error)) return failWith(error);
    throw error;
  }

  const values = Object.fromEntries([...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const formLevel = FORM_LEVEL_FIELDS.map((name) => fieldErrors[name]).find(Boolean);
    for (const name of FORM_LEVEL_FIELDS) delete fieldErrors[name];
    return fail(400, { fieldErrors, ...(formLevel ? { formError: formLevel } : {}) });
  }

  try {
    const outcome = await options.run(parsed.data, { file, values });
    if (outcome instanceof Response) return outcome;
    if (isFieldProblems(outcome)) return fail(outcome.status, { fieldErrors: outcome.fieldErrors, ...(outcome.details ? { details: outcome.details } : {}) });
    return data<FormResult<Done>>({ ok: true, ...(intent ? { intent } : {}), ...(outcome as Done) } as FormResult<Done>);
  } catch (error) {
    if (isAppError(error)) return failWith(error);
    // A thrown Response (a 404 for a place that is gone, a redirect) is React Router's to answer.
    if (error instanceof Response || isDataWithResponseInit(error)) throw error;
    reportFailure(context, error, options.what);
    return fail(500, { fieldErrors: {}, formError: FIELD_ERROR.server });
  }
}

/** What React Router's public data() makes (its class is exported as a type only): known by its constructor, not its private fields. */
const DataWithResponseInit = data(null).constructor;

function isDataWithResponseInit(value: unknown): boolean {
  return value instanceof DataWithResponseInit;
}

/**
 * For an action without a page of its own (the language globe): a refused post is answered as plain
 * translated text with its status, since there is no form to show the message in.
 */
export async function resourceAnswer(answer: Response | { data: FormResult; init: ResponseInit | null }, context: AppLoadContext): Promise<Response> {
  if (answer instanceof Response) return answer;
  const status = answer.init?.status ?? 400;
  const result = answer.data;
  const key = result.ok ? "errors.badForm" : (result.formError ?? Object.values(result.fieldErrors)[0] ?? "errors.badForm");
  return new Response(serverT(context.lang)(key), { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}
