import type { AppLoadContext } from "react-router";
import { namespacesFor } from "../i18n/catalog.server";
import { serverT } from "../i18n/server-t.server";
import type { PageI18n } from "../i18n/page-i18n";
import type { Catalog, Catalogs } from "../i18n/translator/catalog";
import type { Seo } from "./seo";

const OG_LOCALE = { en: "en_IN", hi: "hi_IN", bn: "bn_IN" } as const;

export type PageData = { i18n: PageI18n; seo: Seo };

/** A page's SEO texts ("seo", "seoPlace", "forgotSeo", …) are for its head tags, which the server fills in. */
const SERVER_ONLY_GROUP = /^seo([A-Z]|$)|Seo$/;
const withoutSeo = new WeakMap<Catalog, Catalog>();

/** The catalogs as the browser needs them: without the SEO groups, which are only ever read here (a tenth of home's texts). */
function browserTexts(resources: Catalogs): Catalogs {
  const out: Catalogs = {};
  for (const [namespace, catalog] of Object.entries(resources)) {
    let trimmed = withoutSeo.get(catalog);
    if (!trimmed) {
      trimmed = Object.fromEntries(Object.entries(catalog).filter(([group]) => !SERVER_ONLY_GROUP.test(group)));
      withoutSeo.set(catalog, trimmed);
    }
    out[namespace] = trimmed;
  }
  return out;
}

/**
 * What every page loader returns: its catalog slice and its SEO tags, translated on the server.
 * The page's namespace holds seo.title, seo.description and seo.keywords; `values` fill their placeholders.
 */
export function pageData(
  context: AppLoadContext,
  request: Request,
  namespace: string,
  options: { values?: Record<string, string>; noindex?: boolean; seoKey?: string; alsoNamespaces?: readonly string[] } = {},
): PageData {
  const { lang } = context;
  // Shared blocks (the doctor cards, the hospitals block) bring their own namespace; their texts are read as "ns:key".
  const resources = browserTexts(namespacesFor(lang, [namespace, ...(options.alsoNamespaces ?? [])]));
  const t = serverT(lang, namespace);
  const key = options.seoKey ?? "seo";
  const values = options.values ?? {};
  return {
    i18n: { lang, namespace, resources },
    seo: {
      title: t(`${key}.title`, values),
      description: t(`${key}.description`, values),
      keywords: t(`${key}.keywords`, values),
      canonical: context.origin + new URL(request.url).pathname,
      image: `${context.origin}/logo-400.png`,
      siteName: context.brand.name,
      locale: OG_LOCALE[lang],
      noindex: options.noindex,
    },
  };
}
