import { lazy, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";

const loaders = new Set<() => Promise<unknown>>();
const serverLoads: Promise<unknown>[] = [];
let pageHydrated = false;

/**
 * A part of a page whose code stays out of the page's first request. The server renders it as usual, so the
 * browser shows it at once; React makes it interactive when it comes near the view and its code has arrived (a
 * Suspense boundary hydrates on its own), not while the page loads: hydrating the parts below the fold was 400 ms
 * of a 4×-slowed phone's blocking time on home (docs/performance.md, session 20). Links and forms in it work as
 * plain HTML meanwhile. For what is below the fold, or needed only after a tap, on phones where every kilobyte
 * before the first paint costs seconds. Its code is still fetched when the browser is idle, so a part scrolled to
 * is ready at once.
 */
export function hydrateLater<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  if (import.meta.env.SSR) return serverPart(load);
  const Part = lazy(() => load().then((component) => ({ default: component })));
  if (pageHydrated) whenIdle(load);
  else loaders.add(load);
  function LaterPart(props: Props) {
    const marker = useRef<HTMLTemplateElement>(null);
    // Only a part the server sent waits for the view; one rendered by a navigation in the browser has nothing to keep.
    const [nearView] = useState(() => (pageHydrated ? null : pending()));
    useEffect(() => (nearView ? whenNearView(marker.current, nearView.resolve) : undefined), [nearView]);
    return (
      <>
        <template ref={marker} />
        <Suspense fallback={null}>
          <AfterPromise promise={nearView?.promise}>
            <Part {...props} />
          </AfterPromise>
        </Suspense>
      </>
    );
  }
  return LaterPart;
}

/** A promise and its resolve (Promise.withResolvers is too new for the phones we serve). */
function pending(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** While the promise is pending the boundary around it suspends, and React keeps the server's HTML as it is. */
function AfterPromise({ promise, children }: { promise: Promise<void> | undefined; children: ReactNode }) {
  if (promise) use(promise);
  return children;
}

/**
 * Calls `near` once the part after the marker (the element the server rendered next to it) is within a screen of
 * the view. Returns the observer's disconnection, for the effect's cleanup.
 */
function whenNearView(marker: HTMLTemplateElement | null, near: () => void): (() => void) | undefined {
  const part = marker?.nextElementSibling;
  if (!part || !("IntersectionObserver" in window)) {
    near();
    return undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: "100% 0px" },
  );
  observer.observe(part);
  return () => observer.disconnect();
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
    // The marker tells the browser where the part begins (whenNearView); the same element in both renders.
    return (
      <>
        <template />
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </>
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
  pageHydrated = true;
  for (const load of loaders) whenIdle(load);
  loaders.clear();
}

function whenIdle(load: () => Promise<unknown>): void {
  const fetchPart = () => void load().catch(() => undefined);
  if ("requestIdleCallback" in window) window.requestIdleCallback(fetchPart, { timeout: 5000 });
  else setTimeout(fetchPart, 1000);
}
