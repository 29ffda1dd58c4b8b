import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import type { FailureCarrier } from "../../core/errors/report-failure";
import { TranslatorProvider, useOptionalTranslator } from "../i18n/react";
import type { PartName } from "./part-names";

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
 * again instead of rendering it anew. The browser gets `Part` itself (this wrapper is server-only and stays out
 * of its bundle); React's HTML for the part is the same either way, so hydration meets what it would have met.
 * Declare it once, where the component is defined: `export const Footer = sameForEveryone("footer", FooterView)`.
 *
 * What the part may use: its props and the translator. No other context reaches it on the server (it is rendered
 * on its own), no useId (its ids would be counted from the part, not from the page), nothing about the visitor,
 * the address or the session (everyone would get the first visitor's HTML). In development every page checks
 * that each part renders alone exactly as it did in the page, and reports it when not (part-check.server.ts).
 */
export const sameForEveryone: <Props extends object>(name: PartName, Part: ComponentType<Props>) => ComponentType<Props> = import.meta.env.SSR
  ? serverPart
  : (_name, Part) => Part;

const claimed = /* @__PURE__ */ new Set<PartName>();

function serverPart<Props extends object>(name: PartName, Part: ComponentType<Props>): ComponentType<Props> {
  // Development reloads a changed module, wrapping its part again.
  if (!import.meta.env.DEV) claimPartName(claimed, name);
  function SameForEveryone(props: Props) {
    const parts = useContext(PartStoreContext);
    const translator = useOptionalTranslator();
    const id =
      parts && translator
        ? parts.store.markerFor(
            `${name}\u0000${translator.language}\u0000${JSON.stringify(props)}`,
            () => (
              <TranslatorProvider translator={translator}>
                <Part {...props} />
              </TranslatorProvider>
            ),
            parts.carrier,
          )
        : null;
    if (id === null || !parts) return <Part {...props} />;
    return <template {...{ [parts.store.attribute]: id }} />;
  }
  SameForEveryone.displayName = `SameForEveryone(${name})`;
  return SameForEveryone;
}

/** Refuses a part name already given to another part: their HTML would be kept under one key. */
export function claimPartName(names: Set<PartName>, name: PartName): void {
  if (names.has(name)) throw new Error(`two same-for-everyone parts are named "${name}" (app/render/part-names.ts)`);
  names.add(name);
}
