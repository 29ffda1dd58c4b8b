import type { Language } from "../../core/i18n/language";
import { allNamespacesFor } from "./catalog.server";
import type { TFunction } from "./translator/t-function";
import { Translator } from "./translator/translator";

const translators = new Map<Language, Translator>();

/**
 * A translator for loaders and meta on the server. One per language holds every namespace and is shared by all
 * requests: nothing ever changes its language or texts, loaders only call t().
 */
export function serverT(lang: Language, namespace = "common"): TFunction {
  let translator = translators.get(lang);
  if (!translator) {
    translator = new Translator(lang, allNamespacesFor(lang));
    translators.set(lang, translator);
  }
  return translator.fixedT(namespace);
}
