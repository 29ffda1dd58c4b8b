import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { reportFailure } from "../core/errors/report-failure";
import { serverPartsLoaded } from "./components/hydrate-later";
import { NonceContext } from "./components/nonce";
import { keepSameForEveryoneParts } from "./components/same-for-everyone";
import { sameForEveryoneParts } from "./lib/same-for-everyone-parts.server";
import { withParentPathBranches } from "./lib/parent-path-branches";
import { readHandoffAhead } from "./lib/read-handoff-ahead";
import { renderWholePage } from "./lib/render-whole-page.server";

export { streamTimeout } from "./lib/render-whole-page.server";

// In development the texts change while the server runs: parts are rendered with every page there.
if (!import.meta.env.DEV) keepSameForEveryoneParts(sameForEveryoneParts);

// The host serves the browser's text catalogs (server/routes/text-catalogs.ts) from the same build as the pages.
export { catalogFile } from "./i18n/catalog-files.server";

/** The whole page, in one piece (lib/render-whole-page.server.tsx), with the loaders' data read ahead. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await serverPartsLoaded();
  await readHandoffAhead(routerContext);
  withParentPathBranches(routerContext, new URL(request.url).pathname);
  const nonce = loadContext.cspNonce;
  const app = (
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>
  );
  return renderWholePage(app, { status: responseStatusCode, headers: responseHeaders, loadContext });
}

/** React Router's own report of a loader or action that threw: through the request's logger, never console (an error's text can hold personal data). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  reportFailure(context as unknown as AppLoadContext, error, "page loader or action failed");
};
