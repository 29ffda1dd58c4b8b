import type { Language } from "../../core/i18n/language";
import { useTranslation } from "./react";
import type { Catalogs } from "./translator/catalog";
import type { TFunction } from "./translator/t-function";

/** The catalog slice a page loader sends to the browser: only its own namespace, in the visitor's language. */
export type PageI18n = { lang: Language; namespace: string; resources: Catalogs };

/** Makes the page's namespace available (the browser only ever receives the one it needs) and returns its t. */
export function usePageT(page: PageI18n): TFunction {
  const { i18n } = useTranslation();
  for (const [namespace, catalog] of Object.entries(page.resources)) i18n.addNamespace(namespace, catalog);
  return i18n.fixedT(page.namespace);
}
