/** A start-up failure the operator can fix (data folder, port, embedded PostgreSQL); its message is the one line `npm start` prints, no stack trace. */
export class StartupError extends Error {
  override name = "StartupError";
}

/** One line for any start-up failure: ours as written, a few well-known ones explained, anything else by its message. */
export function describeStartupFailure(error: unknown, port: number | undefined): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (error instanceof StartupError) return error.message;
  if (code === "EADDRINUSE") return `PORT ${port ?? "?"} is in use: another program listens on it. Stop it or set PORT to a free port.`;
  if (code === "EACCES" && port !== undefined && String(message).includes("listen")) {
    return `PORT ${port} cannot be opened by this user (EACCES): choose a PORT above 1023.`;
  }
  if (error === undefined || error === null) return "start-up failed without a reason given: please report it with LOG_LEVEL=debug output.";
  const text = typeof message === "string" && message ? message : String(error);
  return `start-up failed: ${text.split("\n")[0]}`;
}
