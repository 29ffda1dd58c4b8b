import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../core/errors/app-error";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Posted by the providers' servers, not by a browser: each one verifies the provider's signature instead. */
const SIGNED_WEBHOOKS = "/webhooks/";

type Asked = Pick<FastifyRequest, "method" | "url" | "headers" | "protocol" | "host">;

/**
 * Whether a state-changing request comes from a page of another origin (review M5). React Router checks Origin on
 * page actions only; resource routes (cancel, pay, upload, the globe) and the host's own endpoints did not, and the
 * session cookie's SameSite=Lax lets a sibling origin of the same site (another port, another subdomain) post with
 * it. A browser names the page's origin in `Origin` on every cross-origin post ("null" from a sandboxed frame or a
 * file, which is foreign too); without it, `Sec-Fetch-Site: cross-site` says the same. Neither header (curl, an old
 * browser) passes: that is no cross-site request a victim's browser makes. Our own origin is the request's as the
 * proxies in TRUST_PROXY report it, or PUBLIC_URL (a proxy that does not say it terminated TLS).
 */
export function isCrossOriginWrite(request: Asked, publicUrl: string | undefined): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  if (request.url.startsWith(SIGNED_WEBHOOKS)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return !ownOrigins(request, publicUrl).has(origin.trim().toLowerCase());
  return request.headers["sec-fetch-site"] === "cross-site";
}

function ownOrigins(request: Asked, publicUrl: string | undefined): Set<string> {
  const own = new Set([`${request.protocol}://${request.host}`.toLowerCase()]);
  if (publicUrl) own.add(new URL(publicUrl).origin);
  return own;
}

/** One check for every route of the host, before any body is read: a foreign write is a translated 403. */
export function refuseCrossOriginWrites(app: FastifyInstance, publicUrl: string | undefined): void {
  app.addHook("onRequest", async (request) => {
    if (isCrossOriginWrite(request, publicUrl)) throw new AppError("crossOrigin", 403);
  });
}
