import type { FastifyInstance } from "fastify";
import { AppError } from "../core/errors/app-error";
import { isCleanUrlEncoded } from "../core/forms/hidden-characters";

/**
 * Every query value of every request is checked once, here, before any route reads it (review L1: `?q=%00` on the
 * admin queue reached PostgreSQL as a 500): a NUL, another control character or bytes that are not UTF-8 is a
 * translated 400. Form bodies are checked where they are parsed (app/lib/form-body.server.ts,
 * app/lib/multipart-form.server.ts), so a file is never read twice.
 */
export function refuseHiddenCharactersInQueries(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const query = request.url.indexOf("?");
    if (query === -1) return;
    if (!isCleanUrlEncoded(Buffer.from(request.url.slice(query + 1), "latin1"))) throw new AppError("hiddenCharacters", 400);
  });
}
