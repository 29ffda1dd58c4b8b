import { createHash } from "node:crypto";
import type { Language } from "../../core/i18n/language";
import { catalogOf } from "./catalog.server";
import type { Catalog } from "./translator/catalog";

/** A page's SEO texts ("seo", "seoPlace", "forgotSeo", …) are for its head tags, which the server fills in. */
const SERVER_ONLY_GROUP = /^seo([A-Z]|$)|Seo$/;

export type CatalogFile = { catalog: Catalog; body: string; version: string };

const files = new Map<string, CatalogFile>();

/**
 * A namespace as the browser gets it: without the SEO groups (a tenth of home's texts), as JSON, with a version
 * taken from its content, so its address can be cached for good and changes when a text does.
 */
export function catalogFile(lang: string, namespace: string): CatalogFile | undefined {
  const id = `${lang}/${namespace}`;
  const known = files.get(id);
  if (known) return known;
  const full = catalogOf(lang, namespace);
  if (!full) return undefined;
  const catalog = Object.fromEntries(Object.entries(full).filter(([group]) => !SERVER_ONLY_GROUP.test(group)));
  const body = JSON.stringify(catalog);
  const file = { catalog, body, version: createHash("sha256").update(body).digest("hex").slice(0, 12) };
  files.set(id, file);
  return file;
}

/** Where the browser fetches a namespace (server/routes/text-catalogs.ts answers it). */
export function catalogHref(lang: Language, namespace: string): string {
  return `/i18n/${lang}/${namespace}.${catalogFile(lang, namespace)?.version ?? "missing"}.json`;
}
