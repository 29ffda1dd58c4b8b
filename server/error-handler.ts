import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isAppError } from "../core/errors/app-error";
import { reportFailure } from "../core/errors/report-failure";
import { LANGUAGE_COOKIE, languageOfPath, resolveLanguage } from "../core/i18n/language";
import { hostErrorText, hostT } from "./host-texts";

/** The error code (catalog `errors.<code>`, common namespace) of the message for each status we answer with ourselves. */
function errorCodeOf(status: number, error: FastifyError): string {
  if (isAppError(error)) return error.code;
  if (status === 413) return "payloadTooLarge";
  if (status === 415) return "unsupportedMediaType";
  if (status >= 500) return "server";
  return "badForm";
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The one error handler of the host. A 4xx says what was wrong with the request, translated; a 5xx is our
 * bug: it is reported through the request's logger and the answer shows only a generic translated message
 * and the request id (never a stack trace or the error's text). Machine endpoints get JSON, pages HTML.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const raw = isAppError(error) ? error.status : (error.statusCode ?? 500);
    const status = raw >= 400 && raw < 600 ? raw : 500;
    if (status >= 500) reportFailure(request, error, "request failed");
    const pathname = request.url.split("?")[0] ?? "/";
    const lang = resolveLanguage({
      pathLanguage: languageOfPath(pathname),
      cookie: request.cookies?.[LANGUAGE_COOKIE],
      acceptLanguage: request.headers["accept-language"],
    });
    const t = hostT(lang, "common");
    const message = hostErrorText(lang, errorCodeOf(status, error), isAppError(error) ? error.details : undefined);
    const reference = t("errors.reference", { id: request.id });
    // A body we refuse is not read to its end: closing the connection stops the rest arriving.
    if (status === 413) reply.header("connection", "close");
    reply.status(status).header("cache-control", "no-store");
    const wantsJson = pathname.startsWith("/api/") || pathname.startsWith("/webhooks/") || pathname.endsWith(".data");
    if (wantsJson) return reply.send({ error: { status, message, requestId: request.id } });
    return reply
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(message)}</title></head>` +
          `<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.5rem">${escapeHtml(message)}</h1><p>${escapeHtml(reference)}</p><p><a href="/">${escapeHtml(t("nav.home"))}</a></p></body></html>`,
      );
  });
}
