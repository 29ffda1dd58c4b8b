let hydrated = false;

/**
 * True once the page the browser loaded has hydrated and run its effects: from then on, a component that mounts is
 * rendered anew in the browser, not hydrated from the server's HTML (a Suspense boundary that hydrates later aside).
 */
export const isPageHydrated = (): boolean => hydrated;

/**
 * Dispatched on the document once the page has hydrated: the page's starter then makes again an action taken before
 * its scripts that only they can answer (app/render/scripts-on-first-action.server.ts).
 */
export const PAGE_HYDRATED_EVENT = "nikat:hydrated";

/** Called by the root's effect, which runs after the effects of every component hydrated with the page. */
export function markPageHydrated(): void {
  hydrated = true;
  document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
}
