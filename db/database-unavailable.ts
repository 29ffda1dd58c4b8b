/**
 * True when an error means "the database cannot be reached right now" (a restart, a failover, a cut
 * connection), as opposed to a bad query: the request deserves a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}

// 57P01-03: administrator shutdown, crash shutdown, cannot connect now (starting up or shutting down);
// 57014: a statement cancelled by statement_timeout (an overloaded database: retrying later is the answer);
// 08xxx: connection exceptions; the rest are the socket errors Node reports for a vanished server.
const UNAVAILABLE_CODES = new Set([
  "57014",
  "57P01",
  "57P02",
  "57P03",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

// node-postgres reports these without a code (the second: no pool connection freed within connectionTimeoutMillis).
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];
