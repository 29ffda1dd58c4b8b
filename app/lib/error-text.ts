import type { TFunction } from "../i18n/translator/t-function";
import { statusKey } from "../components/tracking/status-key";

export type ErrorInfo = { error: string; details?: Record<string, string | number> };

/** The details that a message counts: its catalog text has a singular and a plural form chosen by this number. */
const COUNTED_DETAILS = ["attemptsLeft", "seconds", "minutes", "min"] as const;

/** The translated text for an AppError code (catalog `errors.<code>`), with its details as values. */
export function errorText(t: TFunction, info: ErrorInfo): string {
  return messageText(t, `errors.${info.error}`, info.details);
}

/** The translated text of a message key from a FormResult (`errors.codeWrong`, `location.pincodeNotFound`), counting its details. */
export function messageText(t: TFunction, key: string, details: Record<string, string | number> = {}): string {
  const counted = COUNTED_DETAILS.map((name) => details[name]).find((value) => typeof value === "number");
  return t(key, { ...details, ...statusIn(t, details.status), count: counted });
}

/** An order's status named in a message ("This order is now 'Sample Collected'") in the reader's language. */
function statusIn(t: TFunction, status: string | number | undefined): { status?: string } {
  const key = typeof status === "string" ? statusKey(status) : undefined;
  return key ? { status: t(`tracking:statuses.${key}`, { defaultValue: String(status) }) } : {};
}
