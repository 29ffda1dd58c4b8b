/**
 * The one error type business code throws. `code` names a translated message the UI shows
 * (catalog key `errors.<code>`); `status` is the HTTP status a route should answer with.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status = 400,
    readonly details: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = "AppError";
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
