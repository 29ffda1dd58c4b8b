import type { AppLoadContext } from "react-router";
import { catalogFile, catalogHref } from "./catalog-files.server";
import type { PageI18n } from "./page-i18n";
import type { Namespace } from "./text-keys";
import { provideAllCatalogs } from "./server-t.server";

/**
 * A page's catalogs as its loader hands them on. A whole-page load sends their addresses (the head preloads them,
 * the browser caches them for every later page); a client-side navigation, whose browser may not have them yet,
 * sends the texts. The server's own translator holds every namespace either way.
 */
export function pageI18n<N extends Namespace>(context: AppLoadContext, namespace: N, namespaces: readonly Namespace[] = [namespace]): PageI18n<N> {
  const { lang } = context;
  provideAllCatalogs(lang);
  if (context.documentRequest) return { lang, namespace, catalogs: namespaces.map((name) => catalogHref(lang, name)) };
  return { lang, namespace, resources: Object.fromEntries(namespaces.map((name) => [name, catalogFile(lang, name)?.catalog ?? {}])) };
}
