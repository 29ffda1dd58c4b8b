import type { Language } from "../../core/i18n/language";
import { allNamespacesFor } from "./catalog.server";
import { addCatalog, translatorFor } from "./translator-for";
import type { Namespace } from "./text-keys";
import type { TFunction } from "./translator/t-function";

const provided = new Set<Language>();

/** Puts every namespace of a language, SEO texts included, into the shared translator of translator-for.ts (once). */
export function provideAllCatalogs(lang: Language): void {
  if (provided.has(lang)) return;
  for (const [namespace, catalog] of Object.entries(allNamespacesFor(lang))) addCatalog(lang, namespace, catalog);
  provided.add(lang);
}

/** t for loaders and meta on the server: the language's shared translator, which holds every namespace. */
export function serverT<N extends Namespace = "common">(lang: Language, namespace: N = "common" as N): TFunction<N> {
  provideAllCatalogs(lang);
  return translatorFor(lang).fixedT(namespace);
}
