import type { FastifyReply, FastifyRequest } from "fastify";
import { LANGUAGE_COOKIE, languageOfPath, resolveLanguage, type Language } from "../core/i18n/language";
import { connectionFailedSince } from "../db/connection-health";
import { isDatabaseUnavailable } from "../db/database-unavailable";
import type { Db } from "../db/client";
import { hostT } from "./host-texts";

/** Seconds a browser or load balancer should wait before asking again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export type DatabaseOutage = {
  /** True when a request that started at `since` failed because the database could not be reached. */
  met: (since: number, error?: unknown) => boolean;
  /** The translated 503 page (with Retry-After), in the visitor's language. */
  answer: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
};

/**
 * While the database is away (restart, failover, cut connection) a page cannot be rendered; the visitor gets
 * a small page of our own that needs no database and no React, and retries by itself, instead of a 500.
 */
export function databaseOutage(db: Db, brand: { name: string; supportPhone: string }, fontFaces = ""): DatabaseOutage {
  return {
    met: (since, error) => isDatabaseUnavailable(error) || connectionFailedSince(db, since),
    answer: (request, reply) => {
      const pathname = request.url.split("?")[0] ?? "/";
      const lang = resolveLanguage({
        pathLanguage: languageOfPath(pathname.replace(/\.data$/, "")),
        cookie: request.cookies?.[LANGUAGE_COOKIE],
        acceptLanguage: request.headers["accept-language"],
      });
      request.log.warn({ path: pathname }, "database unavailable: answered 503");
      return reply
        .status(503)
        .header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
        .header("Cache-Control", "no-store")
        .type("text/html; charset=utf-8")
        .send(unavailablePage(lang, brand, fontFaces));
    },
  };
}

/** The app's font stack: its own Noto fonts (`fontFaces`, server/built-font-faces.ts) first, then the phone's Indic fonts. */
export const UNAVAILABLE_FONT_STACK = `"Noto Sans","Noto Sans Devanagari","Noto Sans Bengali",system-ui,"Nirmala UI","Kohinoor Devanagari","Kohinoor Bangla","Lohit Devanagari","Lohit Bengali",sans-serif`;

export function unavailablePage(lang: Language, brand: { name: string; supportPhone: string }, fontFaces = ""): string {
  const unavailable = hostT(lang, "unavailable");
  const t = (key: string) => escapeHtml(unavailable(key, { brand: brand.name, phone: brand.supportPhone }));
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS * 3}"><title>${t("title")} | ${escapeHtml(brand.name)}</title>
<style>${fontFaces}
body{font-family:${UNAVAILABLE_FONT_STACK};margin:0;padding:4rem 1.5rem;text-align:center;color:#1e293b;background:#f8fafc}
h1{font-size:1.6rem}p{color:#475569;max-width:32rem;margin:1rem auto}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#0f766e;color:#fff;text-decoration:none}</style>
</head><body><main><h1>${t("heading")}</h1><p>${t("text")}</p><a href="">${t("retry")}</a></main></body></html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
