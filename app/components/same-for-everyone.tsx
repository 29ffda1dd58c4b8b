import type { ComponentType, ReactNode } from "react";
import { TranslatorProvider, useOptionalTranslator } from "../i18n/react";

/** The server's store of rendered parts (lib/same-for-everyone-parts.server.ts); none in the browser. */
export type PartStore = {
  /** The marker id of the part's HTML, rendering it when it is not kept; null: render it in the page instead. */
  markerFor(key: string, render: () => ReactNode): number | null;
  attribute: string;
};

let store: PartStore | null = null;

/** Called once by the server entry. */
export function keepSameForEveryoneParts(partStore: PartStore): void {
  store = partStore;
}

/**
 * A part of the page that is the same for every visitor in a language, given the same props (the footer, the
 * support banner): the server renders it once per language and props, and every later page gets that HTML
 * again instead of rendering it anew. The browser renders and hydrates the part as usual; React's HTML for it is
 * the same either way, so hydration meets what it would have met.
 *
 * What the part may use: its props and the translator. No other context reaches it on the server (it is rendered
 * on its own), no useId (its ids would be counted from the part, not from the page), nothing about the visitor,
 * the address or the session (everyone would get the first visitor's HTML).
 */
export function sameForEveryone<Props extends object>(name: string, Part: ComponentType<Props>): ComponentType<Props> {
  function SameForEveryone(props: Props) {
    const translator = useOptionalTranslator();
    const id =
      store && translator
        ? store.markerFor(`${name}\u0000${translator.language}\u0000${JSON.stringify(props)}`, () => (
            <TranslatorProvider translator={translator}>
              <Part {...props} />
            </TranslatorProvider>
          ))
        : null;
    if (id === null || !store) return <Part {...props} />;
    return <template {...{ [store.attribute]: id }} />;
  }
  return SameForEveryone;
}
