import { createContext, Suspense, use, useContext, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import type { FailureCarrier } from "../../core/errors/report-failure";
import { TranslatorProvider, useOptionalTranslator } from "../i18n/react";
import { isPageHydrated } from "./page-hydrated";
import type { PartName } from "./part-names";
import { InStaticPart } from "./static-links";

/** Where the server's page render keeps rendered parts (same-for-everyone-parts.server.ts, part-check.server.ts). */
export type PartStore = {
  /**
   * The marker id of the part's HTML, rendering it when it is not kept; null: render it in the page instead.
   * `carrier` is the page's request, for reporting a part that fails on its own.
   */
  markerFor(key: string, render: () => ReactNode, carrier: FailureCarrier): number | null;
  attribute: string;
};

/** The page render's part store and the request it renders for (render-page.server.tsx); none: every part inline. */
export const PartStoreContext = /* @__PURE__ */ createContext<{ store: PartStore; carrier: FailureCarrier } | null>(null);

/**
 * A part of the page that is the same for every visitor in a language, given the same props (the footer, the
 * support banner): the server renders it once per language and props, and every later page gets that HTML
 * again instead of rendering it anew. The browser does not hydrate it at all (clientPart): it has nothing to
 * hydrate for, no handler and no state, so hydrating it was work a phone did for nothing (docs/performance.md,
 * session 19). Declare it once, where the component is defined:
 * `export const Footer = sameForEveryone("footer", FooterView)`.
 *
 * What the part may use: its props and the translator. No other context reaches it on the server (it is rendered
 * on its own), no useId (its ids would be counted from the part, not from the page), nothing about the visitor,
 * the address or the session (everyone would get the first visitor's HTML), and no handler or state (the browser
 * keeps the server's HTML as it is; its links are followed by useFollowStaticLinks in the root). In development every
 * page checks that each part renders alone exactly as it did in the page, and reports it when not
 * (part-check.server.ts).
 */
export const sameForEveryone: <Props extends object>(name: PartName, Part: ComponentType<Props>) => ComponentType<Props> = import.meta.env.SSR
  ? serverPart
  : clientPart;

const claimed = /* @__PURE__ */ new Set<PartName>();

function serverPart<Props extends object>(name: PartName, Part: ComponentType<Props>): ComponentType<Props> {
  // Development reloads a changed module, wrapping its part again.
  if (!import.meta.env.DEV) claimPartName(claimed, name);
  function SameForEveryone(props: Props) {
    const parts = useContext(PartStoreContext);
    const translator = useOptionalTranslator();
    const part = (
      <InStaticPart value={true}>
        <Part {...props} />
      </InStaticPart>
    );
    const id =
      parts && translator
        ? parts.store.markerFor(
            `${name}\u0000${translator.language}\u0000${JSON.stringify(props)}`,
            () => <TranslatorProvider translator={translator}>{part}</TranslatorProvider>,
            parts.carrier,
          )
        : null;
    // In a Suspense boundary of its own, as in the browser (clientPart).
    return (
      <Suspense fallback={null}>{id === null || !parts ? part : <template {...{ [parts.store.attribute]: id }} />}</Suspense>
    );
  }
  SameForEveryone.displayName = `SameForEveryone(${name})`;
  return SameForEveryone;
}

/** Refuses a part name already given to another part: their HTML would be kept under one key. */
export function claimPartName(names: Set<PartName>, name: PartName): void {
  if (names.has(name)) throw new Error(`two same-for-everyone parts are named "${name}" (app/render/part-names.ts)`);
  names.add(name);
}

const NEVER = /* @__PURE__ */ new Promise<never>(() => undefined);
const subscribeToNothing = () => () => undefined;

/** True while React hydrates the component (it reads the server's snapshot then), false when it renders it anew. */
export const useHydrating = () => useSyncExternalStore(subscribeToNothing, () => false, () => true);

/**
 * As useHydrating, for a part hydrated with the page, without rendering it again. After hydrating a component, React
 * compares the server's snapshot with the browser's and, where they differ, renders it again at once, in the same
 * task as the page's effects: for a lab page's dozen parts that render and its commit took 24 ms, unslowed, in
 * Lighthouse's trace (docs/performance.md, session 26). Until the page has hydrated, the browser's snapshot here is
 * the server's, so nothing differs. A part rendered anew before then (one React could not hydrate) gets KeptHtml,
 * which renders it.
 */
export const useHydratingWithPage = () => useSyncExternalStore(subscribeToNothing, () => !isPageHydrated(), () => true);

/**
 * The server's HTML of a part, kept: while React hydrates, it suspends for good, and React leaves a suspended
 * boundary's HTML in place. When React renders the boundary anew instead (a context above it changed, such as the
 * address on a navigation: React cannot tell whether a part it has not hydrated reads it), it renders the part.
 */
function KeptHtml<Props extends object>({ Part, props }: { Part: ComponentType<Props>; props: Props }) {
  if (useHydrating()) use(NEVER);
  return <Part {...props} />;
}

function clientPart<Props extends object>(name: PartName, Part: ComponentType<Props>): ComponentType<Props> {
  return keptInBrowser(`SameForEveryone(${name})`, Part);
}

/**
 * In the browser, a part met while the page hydrates keeps the server's HTML (KeptHtml, in a boundary of its own).
 * The same element is returned on every render after, so a re-render of the page does not reach the boundary. Once
 * its language or props differ from the server's (a navigation that kept the component), or when it first appears
 * after hydration, the part is rendered by React as any other. For same-for-everyone parts, and for parts kept as
 * the server drew them (kept-as-drawn.tsx).
 */
export function keptInBrowser<Props extends object>(
  displayName: string,
  Part: ComponentType<Props>,
  useHydratingPart: () => boolean = useHydratingWithPage,
): ComponentType<Props> {
  function Kept(props: Props) {
    const hydrating = useHydratingPart();
    const identity = `${useOptionalTranslator()?.language}\u0000${JSON.stringify(props)}`;
    const [kept] = useState(() =>
      hydrating
        ? {
            identity,
            element: (
              <Suspense fallback={null}>
                <KeptHtml Part={Part} props={props} />
              </Suspense>
            ),
          }
        : null,
    );
    const live = useRef(kept === null);
    if (kept !== null && identity !== kept.identity) live.current = true;
    if (!live.current && kept !== null) return kept.element;
    return (
      <Suspense key="live" fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  Kept.displayName = displayName;
  return Kept;
}
