import type { FastifyPluginAsync } from "fastify";
import { PUBLIC_PAGES } from "../../core/seo/public-pages";
import type { Config } from "../config";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export const seoFileRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // Without PUBLIC_URL (demo) the links name the Host the request came with: no cache may keep one visitor's Host
  // (perhaps forged) and hand it to others. Production always has PUBLIC_URL.
  const cacheControl = config.publicUrl ? "public, max-age=3600" : "no-store";
  app.get("/sitemap.xml", async (request, reply) => {
    const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(origin + page)}</loc></url>`).join("\n");
    reply.header("Cache-Control", cacheControl).type("application/xml; charset=utf-8");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });

  app.get("/robots.txt", async (request, reply) => {
    const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
    reply.header("Cache-Control", cacheControl).type("text/plain; charset=utf-8");
    return `User-agent: *\nDisallow: /trace/\nDisallow: /logout\nDisallow: /api/\nDisallow: /dev/\nDisallow: /invoice/\nDisallow: /payments/\nDisallow: /sandbox/\n\nSitemap: ${origin}/sitemap.xml\n`;
  });
};
