import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { LANGUAGE_COOKIE, resolveLanguage } from "../../core/i18n/language";
import { BROWSER_ID_COOKIE } from "../../core/session/ui-cookies";
import type { PageViewRecorder } from "../../core/trace/page-view-recorder";

const pageViewBody = z.object({ path: z.string().startsWith("/").max(2_000) });

/** Client-side navigations report themselves here; first loads are recorded when the server renders them. */
export const pageViewRoutes: FastifyPluginAsync<{ pageViews: PageViewRecorder }> = async (app, { pageViews }) => {
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, null);
    }
  });
  app.post("/api/v1/page-views", { bodyLimit: 4_096 }, async (request, reply) => {
    const parsed = pageViewBody.safeParse(request.body);
    const browserId = request.cookies[BROWSER_ID_COOKIE];
    if (!parsed.success || !browserId) return reply.status(400).send({ code: "invalid_page_view" });
    pageViews.record({
      browserId,
      language: resolveLanguage({ cookie: request.cookies[LANGUAGE_COOKIE], acceptLanguage: request.headers["accept-language"] }),
      userAgent: request.headers["user-agent"],
      ip: request.ip,
      path: parsed.data.path,
    });
    return reply.status(204).send();
  });
};
