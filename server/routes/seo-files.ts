import type { FastifyPluginAsync } from "fastify";
import { PUBLIC_PAGES } from "../../core/seo/public-pages";
import type { Config } from "../config";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** RFC 9116 asks for an Expires less than a year ahead: the file is made on each request, so it says 180 days from today. */
export const SECURITY_TXT_DAYS = 180;
const DAY_MS = 24 * 3_600_000;

/** RFC 9116: where to report a security problem, in which languages, until when, and the file's own address. */
export function securityTxt(input: { contact: string; origin: string; now: Date }): string {
  const today = Math.floor(input.now.getTime() / DAY_MS) * DAY_MS;
  const expires = new Date(today + SECURITY_TXT_DAYS * DAY_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
  return [`Contact: ${input.contact}`, `Expires: ${expires}`, "Preferred-Languages: en, hi, bn", `Canonical: ${input.origin}/.well-known/security.txt`, ""].join("\n");
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

  app.get("/.well-known/security.txt", async (request, reply) => {
    const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
    reply.header("Cache-Control", cacheControl).type("text/plain; charset=utf-8");
    return securityTxt({ contact: config.securityContact, origin, now: new Date() });
  });

  app.get("/robots.txt", async (request, reply) => {
    const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
    reply.header("Cache-Control", cacheControl).type("text/plain; charset=utf-8");
    return `User-agent: *\nDisallow: /trace/\nDisallow: /logout\nDisallow: /api/\nDisallow: /dev/\nDisallow: /invoice/\nDisallow: /payments/\nDisallow: /sandbox/\n\nSitemap: ${origin}/sitemap.xml\n`;
  });
};
