import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { expiredCookieOptions } from "../core/session/cookie-options";
import { FLASH_COOKIE } from "../core/session/flash-cookie";

/**
 * A flash (a one-time toast) is read by the root loader: the answer that carries the root loader's data also deletes
 * it, so a reload does not toast again and the browser's scripts carry no cookie code for it. Only that answer may:
 * a script or style fetched at the same moment (the next page's code, right after login) would otherwise delete it
 * before the page's data was asked for. An answer that sets a new flash itself keeps the new one; a redirect or an
 * error leaves the flash for the page that follows.
 */
export function expireDeliveredFlash(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" || request.cookies[FLASH_COOKIE] === undefined || reply.statusCode >= 300) return;
    if (!carriesRootData(request, reply)) return;
    const setCookies = [reply.getHeader("set-cookie") ?? []].flat().map(String);
    if (setCookies.some((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`))) return;
    reply.setCookie(FLASH_COOKIE, "", expiredCookieOptions(options));
  });
}

/** A rendered page, or React Router's data answer (`/page.data`) when the root loader is among the loaders it ran. */
function carriesRootData(request: FastifyRequest, reply: FastifyReply): boolean {
  const url = new URL(request.url, "http://host");
  if (url.pathname.endsWith(".data")) {
    const routes = url.searchParams.get("_routes");
    return routes === null || routes.split(",").includes("root");
  }
  return String(reply.getHeader("content-type") ?? "").startsWith("text/html");
}
