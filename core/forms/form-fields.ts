import { z } from "zod";
import { parseIndianMobile } from "../phone/indian-mobile";
import { hasControlCharacters } from "./control-characters";
import { MAX_LENGTH } from "./field-limits";

/**
 * Field rules shared by the contact, services and partner forms. Every message is a key of the
 * common namespace's `errors` object, so the same schema speaks every language.
 */
export const FIELD_ERROR = {
  required: "errors.required",
  email: "errors.email",
  phone: "errors.phone",
  tooLong: "errors.tooLong",
  tooShort: "errors.tooShort",
  consent: "errors.consent",
  controlCharacters: "errors.controlCharacters",
  server: "errors.server",
} as const;

export type FieldErrorKey = (typeof FIELD_ERROR)[keyof typeof FIELD_ERROR];

export { MAX_LENGTH } from "./field-limits";

/** A message shorter than this cannot say enough for us to help. */
export const MIN_MESSAGE_LENGTH = 10;

type TextOptions = {
  /** A multi-line field (a message, a reason) keeps tabs and line breaks; every other control character is refused. */
  multiline?: boolean;
};

/** Text without control characters (a NUL would make PostgreSQL refuse the row: a 500 instead of a field message). */
function plainText(max: number, { multiline = false }: TextOptions) {
  return z
    .string({ error: FIELD_ERROR.required })
    .trim()
    .max(max, { error: FIELD_ERROR.tooLong })
    .refine((value) => !hasControlCharacters(value, { multiline }), { error: FIELD_ERROR.controlCharacters });
}

export function requiredText(max: number, options: TextOptions = {}) {
  return z
    .string({ error: FIELD_ERROR.required })
    .trim()
    .min(1, { error: FIELD_ERROR.required, abort: true })
    .pipe(plainText(max, options));
}

/** Empty or missing becomes undefined. */
export function optionalText(max: number, options: TextOptions = {}) {
  return plainText(max, options)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** First issue wins per field, so an empty message reads "required", a short one "too short". */
export function messageText() {
  return requiredText(MAX_LENGTH.message, { multiline: true }).pipe(z.string().min(MIN_MESSAGE_LENGTH, { error: FIELD_ERROR.tooShort }));
}

export function emailAddress() {
  return requiredText(MAX_LENGTH.email).pipe(z.email({ error: FIELD_ERROR.email }));
}

/** Optional; when given, an e-mail address. */
export function optionalEmail() {
  return optionalText(MAX_LENGTH.email).pipe(z.email({ error: FIELD_ERROR.email }).optional());
}

function mobile({ required }: { required: boolean }) {
  return z
    .string({ error: FIELD_ERROR.phone })
    .trim()
    .max(MAX_LENGTH.phone, { error: FIELD_ERROR.phone })
    .optional()
    .transform((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: "custom", message: FIELD_ERROR.required, input: value });
        return undefined;
      }
      const normalised = parseIndianMobile(value);
      if (normalised) return normalised;
      ctx.addIssue({ code: "custom", message: FIELD_ERROR.phone, input: value });
      return z.NEVER;
    });
}

/** Optional; when given, a 10-digit Indian mobile number (a leading +91 or 0 and spaces allowed). */
export function optionalMobile() {
  return mobile({ required: false });
}

export function requiredMobile() {
  return mobile({ required: true }).pipe(z.string({ error: FIELD_ERROR.required }));
}

/** An HTML checkbox sends "on" when ticked and nothing otherwise. */
export function consentCheckbox() {
  return z
    .unknown()
    .transform((value) => value === "on" || value === "true" || value === true)
    .pipe(z.literal(true, { error: FIELD_ERROR.consent }));
}
