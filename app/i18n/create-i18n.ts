import i18next, { type i18n, type Resource, type TFunction } from "i18next";
import type { Language } from "../../core/i18n/language";

/** Shown instead of text when a key is missing, so tests (and people) spot it at once. */
export const MISSING_KEY_MARK = "⟦";

const shared = new Map<Language, i18n>();

/**
 * The page translator for a language: one instance per language, shared by every request on the server and every
 * page in the browser. Its catalogs only ever grow (each page adds its namespace once) and its language never
 * changes, so sharing is safe, and the remembered texts serve every later render.
 */
export function i18nFor(lang: Language, common: Resource[string]): i18n {
  let instance = shared.get(lang);
  if (!instance) {
    instance = createI18n(lang, { [lang]: common });
    shared.set(lang, instance);
  }
  return instance;
}

/** Adds one namespace to a language's shared translator (once; catalogs never change while the page lives). */
export function addCatalog(lang: Language, namespace: string, resources: Resource[string][string]): void {
  const instance = i18nFor(lang, {});
  if (!instance.hasResourceBundle(lang, namespace)) instance.addResourceBundle(lang, namespace, resources, true, true);
}

/** An instance of its own; resources are given, never fetched. */
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
    // No vendor notice in server logs or the browser console.
    showSupportNotice: false,
  });
  rememberTexts(instance);
  return instance;
}

/**
 * A page renders hundreds of texts, most of them plain keys ("labs.call"), and catalogs never change once added:
 * a key's text is looked up once per language and namespace and remembered. Calls with options (counts, values)
 * and keys not found yet (a namespace still to come) go to i18next every time.
 */
function rememberTexts(instance: i18n): void {
  const getFixedT = instance.getFixedT.bind(instance);
  const fixed = new Map<string, TFunction>();
  instance.getFixedT = ((lng: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string) => {
    const lang = lng ?? instance.language;
    const plain = typeof lang === "string" && (ns === undefined || ns === null || typeof ns === "string") && !keyPrefix;
    if (!plain) return getFixedT(lng as string, ns as string, keyPrefix);
    const id = `${lang}|${ns ?? ""}`;
    const known = fixed.get(id);
    if (known) return known;
    const t = getFixedT(lang, ns ?? undefined);
    const texts = new Map<string, string>();
    const remembering = ((key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== "string") return (t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
      const text = texts.get(key);
      if (text !== undefined) return text;
      const found = t(key);
      if (typeof found === "string" && !found.startsWith(MISSING_KEY_MARK)) texts.set(key, found);
      return found;
    }) as unknown as TFunction;
    // <Trans t={t}> reads the namespace and language from the function itself, as i18next's fixed t carries them.
    const carried = t as unknown as { lng?: string; ns?: string; keyPrefix?: string };
    Object.assign(remembering, { lng: carried.lng, ns: carried.ns, keyPrefix: carried.keyPrefix });
    fixed.set(id, remembering);
    return remembering;
  }) as typeof instance.getFixedT;
}
