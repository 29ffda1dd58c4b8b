import { lazy, Suspense, type ComponentType } from "react";
import { isPageHydrated } from "./page-hydrated";

const loaders = new Set<() => Promise<unknown>>();
const serverLoads: Promise<unknown>[] = [];

/**
 * A part of a page whose code stays out of the page's first request. The server renders it as usual, so the
 * browser shows it at once; React makes it interactive when its code has arrived (a Suspense boundary hydrates
 * on its own). Links and forms in it work as plain HTML meanwhile. For what is below the fold, or needed only
 * after a tap, on phones where every kilobyte before the first paint costs seconds.
 *
 * Rendered again only when its props change: React Router renders the whole page again after its first paint (it
 * patches in the routes of the page's links), and a part that does not depend on the router can skip that render
 * with React's memo, the part's own component wrapped (HealthPackages): on home that render updated ~350 elements in
 * one task (issue #31). Never memo a component above a part that may still be waiting, as this one is until its code
 * arrives, or above a same-for-everyone part, which never hydrates: when memo skips a render, React carries the
 * router's changed context into every waiting boundary below, cannot hydrate it, and holds the router's update
 * (a transition) for good. Get OTP's answer never showed when the page or this wrapper was memoized.
 */
export function hydrateLater<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  if (import.meta.env.SSR) return serverPart(load);
  const Part = lazy(() => load().then((component) => ({ default: component })));
  if (isPageHydrated()) whenIdle(() => fetchPart(load));
  else loaders.add(load);
  function LaterPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LaterPart;
}

/**
 * On the server the part must never suspend: React would then send it hidden, to be revealed by a script, and a
 * phone without JavaScript would never see it. Its code is loaded when the server starts (serverPartsLoaded), and
 * it renders inside the same Suspense boundary the browser hydrates.
 */
function serverPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let Loaded: ComponentType<Props> | null = null;
  serverLoads.push(
    load().then((component) => {
      Loaded = component;
    }),
  );
  function LaterPart(props: Props) {
    if (!Loaded) throw new Error("a hydrateLater part rendered before serverPartsLoaded()");
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LaterPart;
}

/** Resolves when every deferred part's code is loaded on the server (at once after the first request). */
export const serverPartsLoaded = (): Promise<unknown> => Promise.all(serverLoads);

/**
 * Called once the page has hydrated: the deferred parts of the pages seen so far (and of every page loaded
 * later) are fetched when the browser is idle, so an in-app navigation does not show them empty while they load.
 */
export function fetchLaterPartsWhenIdle(): void {
  const waiting = [...loaders];
  loaders.clear();
  // One idle callback for them all: each callback asked for costs the page's last effects a little more.
  whenIdle(() => {
    for (const load of waiting) fetchPart(load);
  });
}

const fetchPart = (load: () => Promise<unknown>) => void load().catch(() => undefined);

function whenIdle(work: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 1000);
}
