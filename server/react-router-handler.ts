import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { NikatContext } from "../app/load-context";
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
) {
  const handle = createRequestHandler(getBuild, mode);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const webRequest = createPageRequest(request.raw, reply.raw, { protocol: `${request.protocol}:`, maxBytes: maxBytesFor(request) });
    const response = await handle(webRequest, makeContext(request, reply));
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    // A body left unread (refused, or a page without an action): closing the connection drops the rest unread.
    if (webRequest.body && !request.raw.readableEnded) reply.header("connection", "close");
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
  };
}
