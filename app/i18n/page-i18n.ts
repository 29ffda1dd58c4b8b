import type { ResourceLanguage, TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Language } from "../../core/i18n/language";

/** The catalog slice a page loader sends to the browser: only its own namespace, in the visitor's language. */
export type PageI18n = { lang: Language; namespace: string; resources: ResourceLanguage };

/** Makes the page's namespace available (the browser only ever receives the one it needs) and returns its t. */
export function usePageT(page: PageI18n): TFunction {
  const { i18n } = useTranslation();
  for (const [namespace, resources] of Object.entries(page.resources)) {
    if (!i18n.hasResourceBundle(page.lang, namespace)) i18n.addResourceBundle(page.lang, namespace, resources, true, true);
  }
  return i18n.getFixedT(page.lang, page.namespace);
}
