import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE, SESSION_COOKIE_SECURE } from "../core/auth/session-cookie";

/** Anything about one person: no cache, not even the browser's back button, may keep it. */
export const PERSONAL = "private, no-store";
/** The same page for every anonymous visitor with the same cookies (language, place): a shared cache may keep it a minute. */
export const PUBLIC_PAGE = "public, max-age=60";
/** Anonymous, but not to be shared (a POST's answer, a redirect, an error, or links built from the request's Host). */
export const NOT_SHARED = "private, no-cache";

export type PageResponse = {
  method: string;
  status: number;
  /** The request carries a session cookie (valid or not: the answer may be about that person). */
  hasSession: boolean;
  /** The response sets a cookie. */
  setsCookie: boolean;
  /** What the route itself said, if anything. */
  routeCacheControl: string | undefined;
  /** Links in the page name PUBLIC_URL rather than the request's Host. */
  fixedOrigin: boolean;
};

/** The Cache-Control of a page or .data answer, and whether caches must key it by the Cookie header. */
export function pageCacheControl(page: PageResponse): { cacheControl: string; varyCookie: boolean } {
  if (page.hasSession || page.setsCookie) return { cacheControl: PERSONAL, varyCookie: false };
  if (page.routeCacheControl) return { cacheControl: page.routeCacheControl, varyCookie: /\bpublic\b/.test(page.routeCacheControl) };
  const cacheable = (page.method === "GET" || page.method === "HEAD") && (page.status === 200 || page.status === 404);
  if (cacheable && page.fixedOrigin) return { cacheControl: PUBLIC_PAGE, varyCookie: true };
  return { cacheControl: NOT_SHARED, varyCookie: false };
}

/**
 * Gives every answer of the page handler (documents and React Router's .data requests) its Cache-Control. Runs
 * after @fastify/cookie has written the cookies set on the reply, so Set-Cookie is complete here.
 */
export function addPageCacheControl(pages: FastifyInstance, options: { fixedOrigin: boolean }): void {
  pages.addHook("onSend", async (request, reply, payload) => {
    const { cacheControl, varyCookie } = pageCacheControl({
      method: request.method,
      status: reply.statusCode,
      hasSession: Boolean(request.cookies[SESSION_COOKIE] || request.cookies[SESSION_COOKIE_SECURE]),
      setsCookie: reply.hasHeader("set-cookie"),
      routeCacheControl: reply.getHeader("cache-control")?.toString(),
      fixedOrigin: options.fixedOrigin,
    });
    reply.header("cache-control", cacheControl);
    if (varyCookie) {
      const vary = reply.getHeader("vary")?.toString();
      if (!vary || !/\bcookie\b/i.test(vary)) reply.header("vary", vary ? `${vary}, Cookie` : "Cookie");
    }
    return payload;
  });
}
