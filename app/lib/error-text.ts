import type { TFunction } from "i18next";

export type ErrorInfo = { error: string; details?: Record<string, string | number> };

/** The translated text for an AppError code (catalog `errors.<code>`), with its details as values. */
export function errorText(t: TFunction, info: ErrorInfo): string {
  const details = info.details ?? {};
  const count = typeof details.attemptsLeft === "number" ? details.attemptsLeft : undefined;
  return t(`errors.${info.error}`, { ...details, count });
}
