import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { NikatContext } from "../app/load-context";

export type ContextFactory = (request: FastifyRequest, reply: FastifyReply) => NikatContext;

/** Hands a Fastify request to React Router and writes its web Response back through Fastify, so hooks (helmet, compress, cookies) still apply. */
export function reactRouterHandler(getBuild: () => Promise<ServerBuild> | ServerBuild, mode: string, makeContext: ContextFactory) {
  const handle = createRequestHandler(getBuild, mode);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const webRequest = createRequest(request.raw, reply.raw, { protocol: `${request.protocol}:` });
    const response = await handle(webRequest, makeContext(request, reply));
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
  };
}
