import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { reportFailure } from "../../core/errors/report-failure";
import { streamTimeout } from "./render-whole-page.server";

/**
 * RENDER_MODE=stock: the page as React Router's own server entry renders it, streamed by React's streaming renderer
 * as its shell is ready (or whole, for a crawler); no data read ahead, no route branches narrowed, no part kept,
 * the body streamed to the host as any other response.
 * The reference the whole render is compared with (render-modes.int.test.ts), and the way out when it misbehaves.
 */
export function renderStock(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext, app: ReactElement): Promise<Response> {
  const userAgent = request.headers.get("user-agent");
  const readyWhen = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let statusCode = status;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce: loadContext.cspNonce,
      // Public, and needed in either mode: past this many bytes React would send a finished Suspense boundary (a
      // part hydrated later, hydrate-later.tsx) at the end of the page, hidden, for a script to put back; a phone
      // without JavaScript would never show it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyWhen]() {
        shellRendered = true;
        const body = new PassThrough();
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        statusCode = 500;
        // A failed shell is React Router's to report (it renders its error page).
        if (shellRendered) reportFailure(loadContext, error, "page render failed");
      },
    });
    setTimeout(abort, streamTimeout + 1_000);
  });
}
