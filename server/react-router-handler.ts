import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { NikatContext } from "../app/load-context";
import type { DatabaseOutage } from "./database-unavailable";
import { wholePageOf } from "../app/render/whole-page-response";
import { compressPage } from "./compress-page";
import { createPageRequest } from "./page-body";

export type ContextFactory = (request: FastifyRequest, reply: FastifyReply) => NikatContext;

/**
 * Hands a Fastify request to React Router and writes its web Response back through Fastify, so hooks
 * (helmet, compress, cookies) still apply. The body is read only as the action asks, within maxBytes.
 */
export function reactRouterHandler(
  getBuild: () => Promise<ServerBuild> | ServerBuild,
  mode: string,
  makeContext: ContextFactory,
  maxBytesFor: (request: FastifyRequest) => number,
  outage?: DatabaseOutage,
) {
  const handle = handlerPerBuild(getBuild, mode);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const started = Date.now();
    const webRequest = createPageRequest(request.raw, reply.raw, { protocol: `${request.protocol}:`, maxBytes: maxBytesFor(request) });
    let response: Response;
    try {
      response = await handle(webRequest, makeContext(request, reply));
    } catch (error) {
      if (outage?.met(started, error)) return outage.answer(request, reply);
      throw error;
    }
    // The database failed while this page was made: React Router made a 500 of it, or a loader caught it and
    // rendered a page without its data. Either way the honest answer is "unavailable, retry shortly".
    if (outage?.met(started)) {
      await response.body?.cancel();
      return outage.answer(request, reply);
    }
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    // A body left unread (refused, or a page without an action): closing the connection drops the rest unread.
    if (webRequest.body && !request.raw.readableEnded) reply.header("connection", "close");
    const page = wholePageOf(response);
    if (page && request.method !== "HEAD") {
      const { body, encoding } = await compressPage(page, request.headers["accept-encoding"]);
      reply.header("vary", "accept-encoding");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.send(body);
    }
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
  };
}

/**
 * React Router, given a function for the build, derives its route matchers from it again on every request (7.6 %
 * of the server's time under load, for our 80 routes); given the build itself it derives them once. The build is
 * asked for per request, as before, and a new handler made only when it is a new build (development reloads).
 */
function handlerPerBuild(getBuild: () => Promise<ServerBuild> | ServerBuild, mode: string) {
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  return async (request: Request, context: NikatContext) => {
    const build = await getBuild();
    if (current?.build !== build) current = { build, handle: createRequestHandler(build, mode) };
    return current.handle(request, context);
  };
}
