import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import { reportFailure } from "../../core/errors/report-failure";
import { FLASH_COOKIE } from "../../core/session/flash-cookie";
import { wholePageResponse } from "./whole-page-response";
import { handoffAsJson } from "./handoff-as-json.server";
import { scriptsOnFirstAction } from "./scripts-on-first-action.server";

/** How long React Router waits for deferred data; the streaming render is abandoned a second after. */
export const streamTimeout = 5_000;

type PageAnswer = {
  status: number;
  headers: Headers;
  loadContext: AppLoadContext;
  /** The finished page with the same-for-everyone parts where it marks them (render-page.server.tsx). */
  withParts: (page: Buffer) => Buffer;
};

/**
 * Renders the whole page, then answers with it in one piece (render-page.server.tsx). Loaders have finished before
 * rendering starts, their data is read ahead (read-handoff-ahead.ts) and no server component suspends, so React's
 * synchronous renderer writes the page into one string: streaming gained nothing, and React's streaming renderer
 * encodes each tag and attribute into 4 KB pieces for a Node stream (a tenth of the server's time for a page). A
 * part that fails to render leaves React's client-render mark: that page is rendered again by the streaming
 * renderer, which reports the failure and answers 500.
 */
export function renderWholePage(app: ReactElement, answer: PageAnswer): Response | Promise<Response> {
  // The streaming renderer writes the doctype before <html>; the synchronous one does not.
  const rendered = renderToString(app);
  if (rendered.includes(CLIENT_RENDERED_BOUNDARY)) return renderStreaming(app, answer);
  return pageResponse(rendered.startsWith("<html") ? `<!DOCTYPE html>${rendered}` : rendered, answer);
}

/** React's mark of a Suspense boundary it gave up rendering on the server (an error in it, or a suspension). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

function pageResponse(html: string, { status, headers, loadContext, withParts }: PageAnswer): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  // The server's one-time message (the root loader's flash) is a toast, which only the scripts show: they start at once.
  const atOnce = Boolean(loadContext.cookies[FLASH_COOKIE]);
  return wholePageResponse(withParts(Buffer.from(scriptsOnFirstAction(handoffAsJson(html), { atOnce }))), { headers, status });
}

function renderStreaming(app: ReactElement, answer: PageAnswer): Promise<Response> {
  const { loadContext } = answer;
  const nonce = loadContext.cspNonce;
  let status = answer.status;
  return new Promise<Response>((resolve, reject) => {
    // Reported once the shell stands; a failed shell is React Router's to report (it renders its error page).
    const failures: unknown[] = [];
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timeout);
        resolve(pageResponse(Buffer.concat(chunks).toString("utf8"), { ...answer, status }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // React moves a finished Suspense boundary past this many bytes to the end of the page, hidden, for a
      // script to put back (to paint sooner while streaming). The page goes out whole, so that only costs bytes
      // and would leave a phone without JavaScript with the part hidden (hydrate-later.tsx).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        for (const error of failures) reportFailure(loadContext, error, "page render failed");
        pipe(page);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        failures.push(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
