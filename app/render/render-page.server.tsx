import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceContext } from "../components/nonce";
import { serverPartsLoaded } from "./hydrate-later";
import { withParentPathBranches } from "./parent-path-branches";
import { createPartCheck } from "./part-check.server";
import { readHandoffAhead } from "./read-handoff-ahead";
import { renderStock } from "./render-stock.server";
import { renderWholePage } from "./render-whole-page.server";
import { PartStoreContext } from "./same-for-everyone";
import { sameForEveryoneParts, withSameForEveryoneParts } from "./same-for-everyone-parts.server";

export { streamTimeout } from "./render-whole-page.server";

/**
 * Every page the server renders (app/entry.server.tsx), in the load context's render mode (render-mode.ts):
 * - "whole" (the default): the loaders' data read ahead (read-handoff-ahead.ts), the route branches <Scripts>
 *   matches cut to the address's parents (parent-path-branches.ts), the page rendered at once into one buffer
 *   (render-whole-page.server.tsx) with the same-for-everyone parts put in from their store
 *   (same-for-everyone-parts.server.ts; checked instead while modules are replaced, in development:
 *   part-check.server.ts), and handed to the
 *   host whole (whole-page-response.ts);
 * - "stock": React Router's ordinary streaming entry (render-stock.server.tsx).
 * Why each step, what private part of React Router or React it touches, and what to check before an upgrade:
 * docs/decisions/0018-render-machinery.md and 0019-same-for-everyone-parts.md.
 */
export async function renderPage(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext): Promise<Response> {
  // Parts hydrated later are loaded once when the server starts; either renderer must find them loaded.
  await serverPartsLoaded();
  const nonce = loadContext.cspNonce;
  const router = (
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>
  );
  if (loadContext.renderMode === "stock") return renderStock(request, status, headers, routerContext, loadContext, router);

  await readHandoffAhead(routerContext);
  withParentPathBranches(routerContext, new URL(request.url).pathname);
  // While modules are replaced as the server runs (npm run dev), a kept part would show old texts: parts are
  // rendered with every page there, and checked. (The tests' in-process app replaces nothing: it keeps them.)
  const check = loadContext.modulesReload ? createPartCheck() : null;
  const app = <PartStoreContext.Provider value={{ store: check ?? sameForEveryoneParts, carrier: loadContext }}>{router}</PartStoreContext.Provider>;
  const withParts = check
    ? (page: Buffer) => {
        check.check(page.toString());
        return page;
      }
    : withSameForEveryoneParts;
  return renderWholePage(app, { status, headers, loadContext, withParts });
}
