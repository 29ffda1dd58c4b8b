import type { FastifyInstance } from "fastify";
import { expiredCookieOptions } from "../core/session/cookie-options";
import { FLASH_COOKIE } from "../core/session/flash-cookie";

/**
 * A flash (a one-time toast) is read by the page a GET answers with: that answer also deletes it, so a reload does
 * not toast again and the browser's scripts carry no cookie code for it. An answer that sets a new flash itself
 * (a redirect after login) keeps the new one; a redirect or an error leaves the flash for the page that follows.
 */
export function expireDeliveredFlash(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" || request.cookies[FLASH_COOKIE] === undefined || reply.statusCode >= 300) return;
    const setCookies = [reply.getHeader("set-cookie") ?? []].flat().map(String);
    if (setCookies.some((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`))) return;
    reply.setCookie(FLASH_COOKIE, "", expiredCookieOptions(options));
  });
}
