import i18next, { type i18n, type Resource } from "i18next";
import type { Language } from "../../core/i18n/language";

/** Shown instead of text when a key is missing, so tests (and people) spot it at once. */
export const MISSING_KEY_MARK = "⟦";

/** A fresh instance per request on the server, one per language in the browser; resources are given, never fetched. */
export function createI18n(lang: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    resources,
    fallbackLng: false,
    defaultNS: "common",
    ns: Object.keys(resources[lang] ?? {}),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    parseMissingKeyHandler: (key) => `${MISSING_KEY_MARK}${key}⟧`,
    react: { useSuspense: false },
  });
  return instance;
}
