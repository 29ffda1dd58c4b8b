import type { IncomingMessage, ServerResponse } from "node:http";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RouteHandle } from "../app/lib/route-handle";
import { AppError } from "../core/errors/app-error";

/** Page forms hold text: 64 KB is many times the largest form. Routes that take uploads declare their own, larger cap. */
export const DEFAULT_PAGE_BODY_LIMIT = 64 * 1024;

/** The build's routes as the tree React Router matches, made once per build (a development reload makes a new one). */
const routeTrees = new WeakMap<ServerBuild, RouteObject[]>();

function routeTreeOf(build: ServerBuild): RouteObject[] {
  let tree = routeTrees.get(build);
  if (!tree) {
    const childrenOf = (parentId: string | undefined): RouteObject[] =>
      Object.values(build.routes).flatMap((route): RouteObject[] => {
        if (!route || route.parentId !== parentId) return [];
        const { id, path, caseSensitive } = route;
        return [route.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: childrenOf(id) }];
      });
    tree = childrenOf(undefined);
    routeTrees.set(build, tree);
  }
  return tree;
}

/** A client navigation posts to the page's `.data` twin (`/_root.data` for `/`): the same route answers it. */
const pagePathOf = (pathname: string) => (pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, ""));

/**
 * The body cap of the route React Router answers this path with: its module's `handle.maxBodyBytes`
 * (app/lib/route-handle.ts), else the text forms' default. A new upload page declares its cap in its own module;
 * the host needs no change.
 */
export function pageBodyLimitFor(build: ServerBuild, pathname: string, defaultBytes = DEFAULT_PAGE_BODY_LIMIT): number {
  const leaf = matchRoutes(routeTreeOf(build), pagePathOf(pathname))?.at(-1);
  const id = leaf?.route.id;
  const handle = id === undefined ? undefined : (build.routes[id]?.module.handle as RouteHandle | undefined);
  const declared = handle?.maxBodyBytes;
  return typeof declared === "number" && Number.isSafeInteger(declared) && declared > 0 ? declared : defaultBytes;
}

export const payloadTooLarge = () => new AppError("payloadTooLarge", 413);

/** A declared length over the cap is refused before a byte of the body is read. */
export function declaredLengthOver(headers: IncomingMessage["headers"], maxBytes: number): boolean {
  const declared = Number(headers["content-length"]);
  return Number.isFinite(declared) && declared > maxBytes;
}

/**
 * The web Request React Router gets for a Fastify request. Unlike @remix-run/node-fetch-server's
 * createRequest, which pushes every chunk into the stream as fast as it arrives (a 50 MB post was held
 * in memory whole), the body is pulled chunk by chunk as the reader asks, and reading fails with a 413
 * AppError once more than maxBytes arrived (a body without Content-Length, or one that lies about it).
 * The socket is never destroyed here, so the 413 answer can still be written.
 */
export function createPageRequest(req: IncomingMessage, res: ServerResponse, options: { protocol: string; maxBytes: number }): Request {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(":") || value == null) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const url = `${options.protocol}//${headers.get("host") ?? "localhost"}${req.url ?? "/"}`;
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") return new Request(url, { method, headers, signal: controller.signal });

  let received = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull: (stream) => pullChunk(req, stream, (size) => (received += size) > options.maxBytes),
      cancel: () => {
        // Stop reading; the answer goes out with Connection: close, which drops the rest.
        req.pause();
      },
    },
    { highWaterMark: 0 },
  );
  return new Request(url, { method, headers, body, signal: controller.signal, duplex: "half" } as RequestInit);
}

function pullChunk(req: IncomingMessage, stream: ReadableStreamDefaultController<Uint8Array>, over: (size: number) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const finish = (action: () => void) => {
      req.off("readable", tryRead);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
      action();
      resolve();
    };
    const onEnd = () => finish(() => stream.close());
    const onError = (error: Error) => finish(() => stream.error(error));
    // The client went away mid-body: the reader must not wait for bytes that will never come.
    const onClose = () => (req.readableEnded ? onEnd() : onError(new Error("request closed before its body ended")));
    function tryRead() {
      if (req.destroyed) return onClose();
      const chunk = req.read() as Buffer | null;
      if (chunk === null) {
        if (req.readableEnded) onEnd();
        return;
      }
      if (over(chunk.byteLength)) finish(() => stream.error(payloadTooLarge()));
      else finish(() => stream.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
    }
    req.on("readable", tryRead);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
    tryRead();
  });
}
