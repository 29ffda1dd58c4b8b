import type { IncomingMessage, ServerResponse } from "node:http";
import { BOOKING_FORM_MAX_BYTES } from "../core/booking/sample-request-schema";
import { AppError } from "../core/errors/app-error";
import { REPORT_FORM_MAX_BYTES } from "../core/staff/field-forms";
import { BOOKING_PAGE_PATH, BOOKING_UPLOAD_PATH } from "../app/components/booking/booking-paths";

/** The lab's report page (/staff/lab/:id, and its .data twin the page's script posts to), whose form carries the report PDF. */
export const LAB_REPORT_PATH = /^\/staff\/lab\/[1-9]\d{0,15}(\.data)?\/?$/;

/** Page forms hold text: 64 KB is many times the largest form. Routes that take uploads get their own, larger cap. */
export const DEFAULT_PAGE_BODY_LIMIT = 64 * 1024;

export type PageBodyLimits = {
  /** Bytes any page request body may have. */
  default: number;
  /** First match wins: a path pattern and its own cap (e.g. the booking form with a prescription upload). */
  routes?: ReadonlyArray<{ path: RegExp; bytes: number }>;
};

const exactPath = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}/?$`);

/**
 * The app's caps: the booking form's two post paths take the 10 MB prescription (ARCHITECTURE.md §13), the lab's report
 * page and an admin's report upload the 20 MB report; every other page, the home-view paths included, keeps the text
 * forms' 64 KB.
 */
export const APP_PAGE_BODY_LIMITS: PageBodyLimits = {
  default: DEFAULT_PAGE_BODY_LIMIT,
  routes: [
    ...[BOOKING_UPLOAD_PATH, BOOKING_PAGE_PATH].map((path) => ({ path: exactPath(path), bytes: BOOKING_FORM_MAX_BYTES })),
    { path: LAB_REPORT_PATH, bytes: REPORT_FORM_MAX_BYTES },
    // An admin's report upload on a request's page: the same PDF and its form's few fields.
    { path: /^\/staff\/requests\/[1-9]\d{0,15}\/report\/?$/, bytes: REPORT_FORM_MAX_BYTES },
  ],
};

export function pageBodyLimitFor(limits: PageBodyLimits, pathname: string): number {
  return limits.routes?.find((route) => route.path.test(pathname))?.bytes ?? limits.default;
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
