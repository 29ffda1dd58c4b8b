import type { Language } from "../../core/i18n/language";
import type { Catalog, Catalogs } from "./translator/catalog";

const files = import.meta.glob<Catalog>("./locales/*/*.json", { eager: true, import: "default" });

/** locales/{lang}/{namespace}.json, read once at start-up. */
const catalogs: Record<string, Record<string, Catalog>> = {};
for (const [file, catalog] of Object.entries(files)) {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lang = "", namespace = ""] = match;
  (catalogs[lang] ??= {})[namespace] = catalog;
}

/** Every namespace of a language: the server renders with all of them. */
export function allNamespacesFor(lang: Language): Catalogs {
  return { ...(catalogs[lang] ?? {}) };
}

/** One namespace's catalog, or undefined when the language or namespace does not exist. */
export function catalogOf(lang: string, namespace: string): Catalog | undefined {
  return Object.hasOwn(catalogs, lang) && Object.hasOwn(catalogs[lang] ?? {}, namespace) ? catalogs[lang]?.[namespace] : undefined;
}
