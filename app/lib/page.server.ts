import type { AppLoadContext } from "react-router";
import { LANGUAGE_TABLE } from "../../core/i18n/languages";
import { pageI18n } from "../i18n/page-i18n.server";
import { serverT } from "../i18n/server-t.server";
import type { PageI18n } from "../i18n/page-i18n";
import type { Namespace } from "../i18n/text-keys";
import type { TFunction } from "../i18n/translator/t-function";
import type { Seo } from "./seo";

export type PageData<N extends Namespace = Namespace> = { i18n: PageI18n<N>; seo: Seo };

/**
 * What every page loader returns: its catalog slice and its SEO tags, translated on the server.
 * The page's namespace holds seo.title, seo.description and seo.keywords; `values` fill their placeholders.
 */
export function pageData<N extends Namespace>(
  context: AppLoadContext,
  request: Request,
  namespace: N,
  options: { values?: Record<string, string>; noindex?: boolean; seoKey?: string; alsoNamespaces?: readonly Namespace[] } = {},
): PageData<N> {
  const { lang } = context;
  // Any namespace's t: the SEO group's name (seoKey) is chosen by the page.
  const t: TFunction = serverT(lang, namespace);
  const key = options.seoKey ?? "seo";
  const values = options.values ?? {};
  return {
    // Shared blocks (the doctor cards, the hospitals block) bring their own namespace; their texts are read as "ns:key".
    i18n: pageI18n(context, namespace, [namespace, ...(options.alsoNamespaces ?? [])]),
    seo: {
      title: t(`${key}.title`, values),
      description: t(`${key}.description`, values),
      keywords: t(`${key}.keywords`, values),
      canonical: context.origin + new URL(request.url).pathname,
      image: `${context.origin}/logo-400.png`,
      siteName: context.brand.name,
      locale: LANGUAGE_TABLE[lang].ogLocale,
      noindex: options.noindex ?? false,
    },
  };
}
