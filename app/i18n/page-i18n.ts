import type { Language } from "../../core/i18n/language";
import { useTranslation } from "./react";
import type { Namespace } from "./text-keys";
import type { Catalogs } from "./translator/catalog";
import type { TFunction } from "./translator/t-function";

/**
 * The catalog slice a page loader sends to the browser: only its own namespace, in the visitor's language. A
 * whole-page load names the catalogs' addresses instead (fetched and cached apart from the page: see
 * page-catalogs.ts); a client-side navigation carries their texts.
 */
export type PageI18n<N extends Namespace = Namespace> = { lang: Language; namespace: N; resources?: Catalogs; catalogs?: string[] };

/** Makes the page's namespace available (the browser only ever receives the one it needs) and returns its t. */
export function usePageT<N extends Namespace>(page: PageI18n<N>): TFunction<N> {
  const { i18n } = useTranslation();
  for (const [namespace, catalog] of Object.entries(page.resources ?? {})) i18n.addNamespace(namespace, catalog);
  return i18n.fixedT(page.namespace);
}

const isPageI18n = (value: unknown): value is PageI18n => typeof value === "object" && value !== null && "lang" in value && "namespace" in value;

/** The catalog slices in a loader's data: its own (`i18n`, or the root's `common`) and its blocks' (`hospitals.i18n`). */
export function pageI18nsIn(loaderData: unknown): PageI18n[] {
  if (typeof loaderData !== "object" || loaderData === null) return [];
  const found: PageI18n[] = [];
  for (const value of Object.values(loaderData)) {
    if (isPageI18n(value)) found.push(value);
    else if (typeof value === "object" && value !== null && "i18n" in value && isPageI18n(value.i18n)) found.push(value.i18n);
  }
  return found;
}
