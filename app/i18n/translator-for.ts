import type { Language } from "../../core/i18n/language";
import type { Catalog, Catalogs } from "./translator/catalog";
import { Translator } from "./translator/translator";

const shared = new Map<Language, Translator>();

/**
 * The one registry of translators: one per language, shared by every request on the server (pages, loaders, meta
 * and the host's own answers) and every page in the browser. Its namespaces only ever grow (each page adds its own
 * once) and its language never changes, so sharing is safe, and the texts it remembers serve every later render.
 * Who fills it: on the server app/i18n/server-t.server.ts (every catalog) and server/host-texts.ts (the host's
 * two, as the host is bundled without Vite); in the browser the root and each page's loader data.
 */
export function translatorFor(lang: Language, common: Catalogs = {}): Translator {
  let translator = shared.get(lang);
  if (!translator) {
    translator = new Translator(lang, common);
    shared.set(lang, translator);
  }
  return translator;
}

/** Adds one namespace to a language's shared translator (once; texts never change while the page lives). */
export function addCatalog(lang: Language, namespace: string, catalog: Catalog): void {
  translatorFor(lang).addNamespace(namespace, catalog);
}
