import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { reportFailure } from "../core/errors/report-failure";
import { serverPartsLoaded } from "./components/hydrate-later";
import { NonceContext } from "./components/nonce";
import { keepSameForEveryoneParts } from "./components/same-for-everyone";
import { sameForEveryoneParts, withSameForEveryoneParts } from "./lib/same-for-everyone-parts.server";
import { wholePageResponse } from "./lib/whole-page-response";

export const streamTimeout = 5_000;

// In development the texts change while the server runs: parts are rendered with every page there.
if (!import.meta.env.DEV) keepSameForEveryoneParts(sameForEveryoneParts);

// The host serves the browser's text catalogs (server/routes/text-catalogs.ts) from the same build as the pages.
export { catalogFile } from "./i18n/catalog-files.server";

/**
 * Renders the whole page, then answers with it in one piece. Loaders have finished before rendering starts and no
 * server component suspends, so streaming gained nothing; it cost a lot: React writes 2 KB pieces, and each went
 * through a web stream, the compressor and its own socket write (a fifth of the server's time under load,
 * bench/load.mjs). One buffer is compressed and written once.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await serverPartsLoaded();
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timeout);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(wholePageResponse(withSameForEveryoneParts(withScriptsAfterStylesheet(chunks)), { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React moves a finished Suspense boundary past this many bytes to the end of the page, hidden, for a
        // script to put back (to paint sooner while streaming). The page goes out whole, so that only costs bytes
        // and would leave a phone without JavaScript with the part hidden (components/hydrate-later.tsx).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) reportFailure(loadContext, error, "page render failed");
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}

/** React Router's own report of a loader or action that threw: through the request's logger, never console (an error's text can hold personal data). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  reportFailure(context as unknown as AppLoadContext, error, "page loader or action failed");
};

/**
 * React Router preloads every module of the page from the head at high priority: on slow mobile data those downloads
 * shared the line with the stylesheet and the fonts, and the first paint waited on them. At low priority the browser
 * fetches them once what the paint needs has arrived. (React Router's <Scripts> takes no attribute for its preloads.)
 * The preloads are in the head, which React writes first: only the pieces up to </head> are read as text.
 */
function withScriptsAfterStylesheet(chunks: Buffer[]): Buffer {
  const endOfHead = Buffer.from("</head>");
  let headPieces = 0;
  while (headPieces < chunks.length && !chunks[headPieces]!.includes(endOfHead)) headPieces += 1;
  const head = Buffer.concat(chunks.slice(0, headPieces + 1)).toString("utf8");
  const withLowPriority = head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  return Buffer.concat([Buffer.from(withLowPriority), ...chunks.slice(headPieces + 1)]);
}
