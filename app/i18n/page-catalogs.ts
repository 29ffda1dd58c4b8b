import type { Language } from "../../core/i18n/language";
import type { Catalog } from "./translator/catalog";
import { addCatalog } from "./translator-for";

/** Marks the head's preload links of a page's catalogs. */
export const CATALOG_ATTRIBUTE = "data-catalog";

/** /i18n/{lang}/{namespace}.{version}.json (catalog-files.server.ts). */
const CATALOG_PATH = /^\/i18n\/(\w+)\/([\w-]+)\.[0-9a-f]+\.json$/;

/**
 * A whole-page load leaves the texts out of the HTML (they are the same on every page view and cached apart): the
 * head preloads the page's catalogs, and the browser needs them before it hydrates, so that React renders the same
 * texts the server did. A failed fetch is tried again once; if the texts cannot be had, the page is not hydrated
 * and stays the server's HTML, whose links and forms work without scripts.
 */
export async function loadPageCatalogs(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${CATALOG_ATTRIBUTE}]`)];
  await Promise.all(
    links.map(async (link) => {
      const [, lang = "", namespace = ""] = CATALOG_PATH.exec(new URL(link.href).pathname) ?? [];
      addCatalog(lang as Language, namespace, await fetchCatalog(link.href));
    }),
  );
}

async function fetchCatalog(href: string, tries = 2): Promise<Catalog> {
  try {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    return (await response.json()) as Catalog;
  } catch (error) {
    if (tries <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return fetchCatalog(href, tries - 1);
  }
}
