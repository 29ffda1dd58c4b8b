import { isAppError } from "./app-error";

/** The part of a pino logger (Fastify's request logger) that failures are written to. */
export type FailureLog = { error: (fields: Record<string, unknown>, message: string) => void };

/** Anything that carries a request's logger: the load context, a Fastify request, or deps handed to core. */
export type FailureCarrier = { log?: FailureLog } | undefined;

/**
 * What may be logged about an error: its name, its code (an AppError code, a PostgreSQL SQLSTATE, a
 * Node errno name) and the stack's frames. Never the message: a database error's text can quote the
 * row (names, phone numbers, addresses) and a login error can carry the code typed.
 */
export function failureFields(error: unknown): { errorName: string; errorCode?: string; frames?: string } {
  if (!(error instanceof Error)) return { errorName: typeof error };
  const raw = (error as { code?: unknown }).code;
  const errorCode = isAppError(error) ? error.code : typeof raw === "string" && /^[\w.-]{1,40}$/.test(raw) ? raw : undefined;
  const frames = error.stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 8)
    .map((line) => line.trim())
    .join(" | ");
  return { errorName: error.name, ...(errorCode ? { errorCode } : {}), ...(frames ? { frames } : {}) };
}

/**
 * The one way a failure is written down: through the request's logger (so it carries the request id),
 * with what we were doing and the error's name and code only. Without a logger (a script, a test) one
 * JSON line goes to standard error.
 */
export function reportFailure(carrier: FailureCarrier, error: unknown, what: string): void {
  const fields = { what, ...failureFields(error) };
  if (carrier?.log) carrier.log.error(fields, what);
  else process.stderr.write(`${JSON.stringify({ level: "error", ...fields, msg: what })}\n`);
}
