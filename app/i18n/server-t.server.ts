import type { i18n, TFunction } from "i18next";
import type { Language } from "../../core/i18n/language";
import { allNamespacesFor } from "./catalog.server";
import { createI18n } from "./create-i18n";

const instances = new Map<Language, i18n>();

/**
 * A translator for loaders and meta on the server. One instance per language holds every namespace and
 * is shared by all requests: nothing ever changes its language or resources, loaders only call t().
 */
export function serverT(lang: Language, namespace = "common"): TFunction {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang, { [lang]: allNamespacesFor(lang) });
    instances.set(lang, instance);
  }
  return instance.getFixedT(lang, namespace);
}
