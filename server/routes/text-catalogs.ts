import type { FastifyPluginAsync } from "fastify";
import type { ServerBuild } from "react-router";
import type { CatalogFile } from "../../app/i18n/catalog-files.server";

/** What app/entry.server.tsx hands the host besides the page renderer. */
type EntryWithCatalogs = { catalogFile?: (lang: string, namespace: string) => CatalogFile | undefined };

const FILE = /^([A-Za-z][\w-]{0,40})\.([0-9a-f]{12})\.json$/;

/**
 * A namespace's texts for the browser, which fetches them before it hydrates a page (app/i18n/page-catalogs.ts).
 * Apart from the page handler: the same for everyone, no cookie, not a page view. The address carries the
 * content's version: that version is cached for good; an older one (a page from before a deployment) gets
 * today's texts, not to be kept.
 */
export const textCatalogRoutes: FastifyPluginAsync<{ build: () => Promise<ServerBuild> | ServerBuild }> = async (app, { build }) => {
  app.get<{ Params: { lang: string; file: string } }>("/i18n/:lang/:file", async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const { catalogFile } = (await build()).entry.module as EntryWithCatalogs;
    const file = match && catalogFile ? catalogFile(request.params.lang, match[1] ?? "") : undefined;
    if (!match || !file) return reply.code(404).header("Cache-Control", "no-cache").type("text/plain; charset=utf-8").send("Not Found");
    return reply
      .header("Cache-Control", match[2] === file.version ? "public, max-age=31536000, immutable" : "no-cache")
      .type("application/json; charset=utf-8")
      .send(file.body);
  });
};
